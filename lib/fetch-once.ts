const requests = new Map<string, Promise<unknown>>();

/** A promise that says, once settled, how it settled: the fields React's `use` reads. */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/**
 * A same-origin JSON file, fetched once per page life and shared by every caller (a render may
 * `React.use` the promise); a failed fetch is tried again by the next caller. Once it has
 * arrived the promise carries `status: "fulfilled"` and its `value`, which `React.use` reads
 * without suspending: a file fetched ahead (a warm-up) renders in the same commit as the click
 * that asks for it, instead of one suspended render later.
 */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let request = requests.get(url) as TrackedPromise<T> | undefined;
  if (!request) {
    const tracked: TrackedPromise<T> = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<T>;
    });
    tracked.then(
      (value) => Object.assign(tracked, { status: "fulfilled", value }),
      () => requests.delete(url),
    );
    request = tracked;
    requests.set(url, request);
  }
  return request;
}
