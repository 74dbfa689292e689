declare module '@booking/shared/federation';
