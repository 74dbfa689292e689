/** Query keys of businesses, all under `['businesses']`. */
export const businessKeys = {
  all: ['businesses'] as const,
  one: (businessId: number) => ['businesses', 'one', businessId] as const,
};
