import { CodeRequestSchema, CodeSentSchema, MeSchema, PhoneLinkedSchema, SignedOutSchema, SignInSchema } from '../schemas';
import { operation } from './operation';

/** Who the caller is and how they came in (a guest: person null); the screens and the page's early script ask it. */
export const getMe = operation({ method: 'GET', path: '/me', public: true, response: { 200: MeSchema } });

/** Texts a sign-in code to the phone ('Получить код', 'Отправить код ещё раз'). */
export const requestSignInCode = operation({
  method: 'POST', path: '/auth/code', public: true, body: CodeRequestSchema, response: { 200: CodeSentSchema },
});

/** The code opens a session ('Войти'): its cookie comes with the answer. */
export const signIn = operation({
  method: 'POST', path: '/auth/sign-in', public: true, body: SignInSchema, response: { 200: MeSchema },
});

/** 'Выйти': the session ends, here and on the server. */
export const signOut = operation({ method: 'POST', path: '/auth/sign-out', public: true, response: { 200: SignedOutSchema } });

/** 'Телефон для входа без Telegram': the caller confirms a phone with its code (asked by POST /auth/code); a sign-in by it then enters them. */
export const linkPhone = operation({ method: 'POST', path: '/profile/phone', body: SignInSchema, response: { 200: PhoneLinkedSchema } });
