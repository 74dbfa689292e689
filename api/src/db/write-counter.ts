/** Counts writes once they have ended (successful or not): see Database.changes. */
export class WriteCounter {
  value = 0;

  after<T>(sql: string, result: Promise<T>): Promise<T> {
    if (/^\s*select\b/i.test(sql)) return result;
    return this.afterAll(result);
  }

  afterAll<T>(result: Promise<T>): Promise<T> {
    return result.finally(() => {
      this.value += 1;
    });
  }
}
