declare module '@booking/platform/federation';
declare module '@booking/platform/build';
