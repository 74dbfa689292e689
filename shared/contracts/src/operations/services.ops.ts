import {
  CategoryCreateSchema, CategoryListSchema, CreatedCategorySchema, IdParams, ServiceDeletedSchema, ServiceInputSchema, ServiceListSchema,
  ServiceSchema, ServicesQuery, WorkerIdParams,
} from '../schemas';
import { operation } from './operation';

/** Services and categories (docs/product.md, API paths). Anyone signed in reads; only the master changes theirs. */

export const listCategories = operation({
  method: 'GET', path: '/services/categories/{workerId}', guest: true, params: WorkerIdParams,
  response: { 200: CategoryListSchema },
});

export const createCategory = operation({
  method: 'POST', path: '/services/categories', body: CategoryCreateSchema,
  response: { 201: CreatedCategorySchema },
});

export const listServices = operation({
  method: 'GET', path: '/services/', guest: true, query: ServicesQuery, response: { 200: ServiceListSchema },
});

export const getService = operation({ method: 'GET', path: '/services/{id}', guest: true, params: IdParams, response: { 200: ServiceSchema } });

export const createService = operation({
  method: 'POST', path: '/services/', body: ServiceInputSchema, response: { 201: ServiceSchema },
});

export const updateService = operation({
  method: 'PUT', path: '/services/{id}', params: IdParams, body: ServiceInputSchema,
  response: { 200: ServiceSchema },
});

/** A service that was ever booked is archived (bookings keep pointing at it); otherwise deleted. */
export const deleteService = operation({
  method: 'DELETE', path: '/services/{id}', params: IdParams,
  response: { 200: ServiceDeletedSchema },
});
