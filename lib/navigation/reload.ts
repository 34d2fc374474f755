/** Reloads the page; one function so the API clients' 401 rule can be observed in tests. */
export function reloadPage(): void {
  window.location.reload();
}
