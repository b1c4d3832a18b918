/** An import started at most once, that remembers its module once it has arrived. */
export interface ImportOnce<M> {
  (): Promise<M>;
  /** The module when its import has finished, so what it holds can render without suspending. */
  loaded(): M | undefined;
}

/** After a failed download the next call starts it again (a retry, or the next render). */
export function importOnce<M>(load: () => Promise<M>): ImportOnce<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  const start = () => {
    loading ??= load().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(start, { loaded: () => module });
}
