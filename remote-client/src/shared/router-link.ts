import { useNavigate } from 'react-router-dom';

/**
 * Props that make a plain anchor (the kit's `ListRow href`) navigate inside the app: a real href
 * for middle-click and screen readers, and a click that goes through the router instead of a page load.
 */
export function useRouterLink(): (to: string) => { href: string; onClick: (event: React.MouseEvent) => void } {
  const navigate = useNavigate();
  return (to) => ({
    href: to,
    onClick: (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    },
  });
}
