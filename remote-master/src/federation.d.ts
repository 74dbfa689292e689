declare module '@booking/shared/federation';
declare module '@booking/shared/delivery/build';
