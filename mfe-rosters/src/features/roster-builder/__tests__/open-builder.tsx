/** Opens the builder of a stored roster, as the builder's tests all do. */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ROUTE_PATTERNS, paths } from '@muster/shared-kernel/core';
import { createTestQueryClient } from '@muster/shared-kernel/testing';
import { renderAt } from '../../../test-render';
import { RosterBuilderPage } from '../components/roster-builder-page';

/** The builder's route, as the remote's app mounts it. */
export const builderRoutes = (
  <Routes>
    <Route path={ROUTE_PATTERNS.roster} element={<RosterBuilderPage />} />
  </Routes>
);

/**
 * Opens the builder of the roster `key` (the test roster, 'Wall of Iron') and waits for its name;
 * `client` shares a query cache with what the test rendered before. Answers the user-event
 * instance.
 */
export async function openBuilder(key: string, client = createTestQueryClient()) {
  const { user } = renderAt(paths.roster(key), builderRoutes, client);
  await screen.findByRole('heading', { level: 1, name: 'Wall of Iron' });
  return user;
}
