import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A route element whose code loads when the route is first shown, so each page ships in its own
 * chunk (the landing page carries no settings, onboarding or studio code). Each element has its
 * own Suspense boundary: the layout around it stays on screen while the page's chunk arrives, and
 * navigations (transitions) keep the previous page until the next one is ready.
 */
export function lazyElement<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Component = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}
