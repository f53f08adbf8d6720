import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';

/** Shows where the router is, so tests can assert navigations and their state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div
      data-testid="location"
      data-hash={location.hash}
      data-state={JSON.stringify(location.state ?? null)}
    >
      {location.pathname + location.search}
    </div>
  );
}

/** Renders `element` at `path`, with every other path showing the location probe. */
export function renderAt(
  element: ReactElement,
  { path = '/', entry = path }: { path?: string; entry?: InitialEntry } = {},
) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}
