import type { LayoutNode } from '../image/layouts.js';

/** Every node of a layout tree, the root first, for tests that look for a drawn element. */
export function nodesOf(tree: LayoutNode): LayoutNode[] {
  const children = tree.props.children;
  const list = Array.isArray(children) ? children : children ? [children] : [];
  return [
    tree,
    ...list
      .filter(
        (child): child is LayoutNode =>
          typeof child === 'object' && child !== null && 'type' in child,
      )
      .flatMap(nodesOf),
  ];
}
