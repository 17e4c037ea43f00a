/** The site's own operations: health, run-time settings, and the files that start the site. */
import { Type } from 'typebox';
import { Health, Readiness, RemotesManifest, SiteSettings } from '../model/site.js';
import { defineOperation } from './define.js';

const tags = ['site'];

export const getHealth = defineOperation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Whether the server process answers (liveness: the database is not asked)',
  access: 'public',
  tags,
  answer: Health,
  errors: [],
});

/**
 * Readiness, for a load balancer or an orchestrator: unlike the liveness check above, it asks the
 * database, so an instance whose database is down, or not yet migrated this far, or which is
 * shutting down, is sent no traffic but is not restarted.
 */
export const getReadiness = defineOperation({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/api/health/ready',
  summary:
    'Whether this instance may take traffic: its database answers and holds every migration, and it is not shutting down',
  access: 'public',
  tags,
  answer: Readiness,
  errors: [503],
});

export const getSite = defineOperation({
  operationId: 'getSite',
  method: 'GET',
  path: '/api/site',
  summary: "The site's settings: chat link, lore collections",
  access: 'public',
  tags,
  answer: SiteSettings,
  errors: [],
});

export const getRemotesManifest = defineOperation({
  operationId: 'getRemotesManifest',
  method: 'GET',
  path: '/remotes.json',
  summary: 'Where each remote is served from',
  access: 'public',
  tags,
  answer: RemotesManifest,
  errors: [],
  hidden: true,
});

export const getShell = defineOperation({
  operationId: 'getShell',
  method: 'GET',
  path: '/',
  summary: "The site's page",
  access: 'public',
  tags,
  answer: Type.Unsafe<string>({
    description: "The site's page",
    content: { 'text/html': { schema: { type: 'string' } } },
  }),
  errors: [],
  hidden: true,
});
