import {
  CategoryCreateSchema, CategoryListSchema, CreatedCategorySchema, IdParams, ServiceDeletedSchema, ServiceInputSchema, ServiceListSchema,
  ServiceSchema, ServicesQuery, WorkerIdParams,
} from '../schemas';
import { operation } from './operation';

/** Services and categories (spec section 7). Anyone signed in reads; only the master changes theirs. */

export const listCategories = operation({
  method: 'GET', path: '/services/categories/{workerId}', summary: 'A master’s categories', tags: ['services'], params: WorkerIdParams,
  response: { 200: CategoryListSchema },
});

export const createCategory = operation({
  method: 'POST', path: '/services/categories', summary: 'Create a category', tags: ['services'], body: CategoryCreateSchema,
  response: { 201: CreatedCategorySchema },
});

export const listServices = operation({
  method: 'GET', path: '/services/', tags: ['services'], query: ServicesQuery, response: { 200: ServiceListSchema },
  summary: 'Services (worker_id, place_id, show_archive; empty ones skipped); at most 100 by id, paged with limit and offset',
});

export const getService = operation({ method: 'GET', path: '/services/{id}', summary: 'One service', tags: ['services'], params: IdParams, response: { 200: ServiceSchema } });

export const createService = operation({
  method: 'POST', path: '/services/', summary: 'Create a service', tags: ['services'], body: ServiceInputSchema, response: { 201: ServiceSchema },
});

export const updateService = operation({
  method: 'PUT', path: '/services/{id}', summary: 'Update a service', tags: ['services'], params: IdParams, body: ServiceInputSchema,
  response: { 200: ServiceSchema },
});

/** A service that was ever booked is archived (bookings keep pointing at it); otherwise deleted. */
export const deleteService = operation({
  method: 'DELETE', path: '/services/{id}', summary: 'Delete a service (archived instead when it was booked)', tags: ['services'], params: IdParams,
  response: { 200: ServiceDeletedSchema },
});
