'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * A link to a screen of the app: a plain `<a>` (so a new tab, a copied address or a middle click work as the
 * browser makes them), and a navigation by the router on a plain click. next/link does the same with 3 kB
 * more gzip script on every route (prefetch on sight, which the app never uses, and route status hooks).
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const router = useRouter();
  function navigate(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const opensElsewhere =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (props.target ?? '_self') !== '_self';
    if (event.defaultPrevented || opensElsewhere) return;
    event.preventDefault();
    router.push(href);
  }
  return <a href={href} onClick={navigate} {...props} />;
}
