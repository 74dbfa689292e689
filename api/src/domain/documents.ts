import type { Language } from '@booking/contracts/schemas';
import { documentsRu, type DocumentTexts } from './documents.texts';
import { documentsEn } from './documents.texts.en';

/** The files' words in each language (the calendar's .ics, the figures' CSV). */
export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = { ru: documentsRu, en: documentsEn };
export type { DocumentTexts };
