import type { ApiFailure } from './failure';

type FeedbackListener = (failure: ApiFailure) => void;

const listeners = new Set<FeedbackListener>();

/**
 * The API clients show nothing themselves: they publish each failure here, and one component of the
 * app shell turns it into the dialog or toast of docs/PRODUCT.md §8, in the reader's language.
 */
export const apiFeedback = {
  publish(failure: ApiFailure): void {
    listeners.forEach((listener) => listener(failure));
  },
  subscribe(listener: FeedbackListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
