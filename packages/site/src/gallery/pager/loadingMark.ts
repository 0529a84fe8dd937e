/** Spec 4.10: the container's loading mark, on while a page request runs. */
export const LOADING_CLASS = 'rl-loading';

export function setLoadingMark(container: Element, loading: boolean): void {
  container.classList.toggle(LOADING_CLASS, loading);
  if (loading) container.setAttribute('aria-busy', 'true');
  else container.removeAttribute('aria-busy');
}
