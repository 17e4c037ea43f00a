/** Community content: scenarios and pages (terrain, lore, battle reports...). */
import { Type } from 'typebox';
import { Deleted } from '../model/calls.js';
import { ModerationPayload } from '../model/moderation.js';
import { Page, PageCard, PagePayload, PageType } from '../model/page.js';
import { ReviewPayload } from '../model/review.js';
import { Scenario, ScenarioCard, ScenarioPayload } from '../model/scenario.js';
import { Text } from '../model/fields.js';
import { IdParams, KeyParams, moderated, PagedListQuery, VersionHeaders } from './common.js';
import { defineOperation } from './define.js';

const scenarioTags = ['scenarios'];
const pageTags = ['pages'];

/** A page of scenario cards, or with `count=true` how many there are. */
const ScenarioListing = Type.Union([Type.Array(ScenarioCard), Type.Integer()]);

const PageListParams = Type.Object({ type: PageType });
const PageListQuery = Type.Object({ tag: Type.Optional(Text(40)) });

export const listScenarios = defineOperation({
  operationId: 'listScenarios',
  method: 'GET',
  path: '/api/scenarios',
  summary: 'Public, reviewed scenarios, paged',
  access: 'public',
  tags: scenarioTags,
  query: PagedListQuery,
  answer: ScenarioListing,
});

export const listOwnScenarios = defineOperation({
  operationId: 'listOwnScenarios',
  method: 'GET',
  path: '/api/scenarios/myscenarios',
  summary: "The caller's scenarios",
  access: 'token',
  tags: scenarioTags,
  query: PagedListQuery,
  answer: ScenarioListing,
});

export const listScenarioQueue = defineOperation({
  operationId: 'listScenarioQueue',
  method: 'GET',
  path: '/api/scenarios/needsreview',
  summary: 'Scenarios awaiting review',
  access: 'token',
  tags: scenarioTags,
  query: PagedListQuery,
  answer: ScenarioListing,
});

export const getScenario = defineOperation({
  operationId: 'getScenario',
  method: 'GET',
  path: '/api/scenarios/:id',
  summary: 'Read a scenario',
  access: 'optional',
  tags: scenarioTags,
  params: KeyParams,
  answer: Scenario,
});

export const createScenario = defineOperation({
  operationId: 'createScenario',
  method: 'POST',
  path: '/api/scenarios/',
  summary: 'Create a scenario',
  access: 'token',
  tags: scenarioTags,
  body: ScenarioPayload,
  answer: Scenario,
});

export const updateScenario = defineOperation({
  operationId: 'updateScenario',
  method: 'POST',
  path: '/api/scenarios/:id',
  summary: 'Save a scenario',
  access: 'token',
  tags: scenarioTags,
  params: IdParams,
  headers: VersionHeaders,
  body: ScenarioPayload,
  answer: Scenario,
});

export const deleteScenario = defineOperation({
  operationId: 'deleteScenario',
  method: 'DELETE',
  path: '/api/scenarios/:id',
  summary: 'Delete a scenario',
  access: 'token',
  tags: scenarioTags,
  params: KeyParams,
  answer: Deleted,
});

export const toggleScenarioApproval = defineOperation({
  operationId: 'toggleScenarioApproval',
  method: 'POST',
  path: '/api/scenarios/toggleapproval/:id',
  summary: 'Approve or disapprove a scenario (`action`; a repeat answers alreadyDone)',
  access: 'token',
  tags: scenarioTags,
  params: IdParams,
  headers: VersionHeaders,
  body: ReviewPayload,
  answer: moderated(Scenario),
});

export const banishScenarioToDraft = defineOperation({
  operationId: 'banishScenarioToDraft',
  method: 'POST',
  path: '/api/scenarios/banishdraft/:id',
  summary: 'Send a scenario back to draft (a repeat answers alreadyDone)',
  access: 'token',
  tags: scenarioTags,
  params: IdParams,
  headers: VersionHeaders,
  body: ModerationPayload,
  answer: moderated(Scenario),
});

export const listPages = defineOperation({
  operationId: 'listPages',
  method: 'GET',
  path: '/api/pages/list/:type',
  summary: 'Reviewed pages of a type',
  access: 'public',
  tags: pageTags,
  params: PageListParams,
  query: PageListQuery,
  answer: Type.Array(PageCard),
});

export const listPageQueue = defineOperation({
  operationId: 'listPageQueue',
  method: 'GET',
  path: '/api/pages/modqueue',
  summary: 'Pages awaiting review',
  access: 'token',
  tags: pageTags,
  answer: Type.Array(PageCard),
});

export const listOwnPages = defineOperation({
  operationId: 'listOwnPages',
  method: 'GET',
  path: '/api/pages/mypages',
  summary: "The caller's pages",
  access: 'token',
  tags: pageTags,
  answer: Type.Array(PageCard),
});

export const getPage = defineOperation({
  operationId: 'getPage',
  method: 'GET',
  path: '/api/pages/:id',
  summary: 'Read a page',
  access: 'optional',
  tags: pageTags,
  params: IdParams,
  answer: Page,
});

export const createPage = defineOperation({
  operationId: 'createPage',
  method: 'POST',
  path: '/api/pages/',
  summary: 'Create a page',
  access: 'token',
  tags: pageTags,
  body: PagePayload,
  answer: Page,
});

export const updatePage = defineOperation({
  operationId: 'updatePage',
  method: 'POST',
  path: '/api/pages/:id',
  summary: 'Save a page',
  access: 'token',
  tags: pageTags,
  params: IdParams,
  headers: VersionHeaders,
  body: PagePayload,
  answer: Page,
});

export const deletePage = defineOperation({
  operationId: 'deletePage',
  method: 'DELETE',
  path: '/api/pages/:id',
  summary: 'Delete a page',
  access: 'token',
  tags: pageTags,
  params: IdParams,
  answer: Deleted,
});

export const togglePageReview = defineOperation({
  operationId: 'togglePageReview',
  method: 'POST',
  path: '/api/pages/togglereviewed/:id',
  summary: 'Approve or disapprove a page (`action`; a repeat answers alreadyDone)',
  access: 'token',
  tags: pageTags,
  params: IdParams,
  headers: VersionHeaders,
  body: ReviewPayload,
  answer: moderated(Page),
});
