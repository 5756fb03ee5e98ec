/** Response envelopes: the pig platform's R and the business calls' {type, msg, objx} (pig-contract.md). */
export interface R<T> {
  code: 0 | 1;
  msg: string | null;
  data: T;
}

export interface BizResult<T> {
  type: 'success' | 'error';
  msg: string | null;
  objx: T;
}

/** MyBatis-Plus style page. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  searchCount: boolean;
}

export const ok = <T>(data: T): R<T> => ({ code: 0, msg: null, data });
export const bizOk = <T>(objx: T, msg: string | null = null): BizResult<T> => ({ type: 'success', msg, objx });

export function page<T>(records: T[], total: number, current: number, size: number, searchCount = true): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0, searchCount };
}
