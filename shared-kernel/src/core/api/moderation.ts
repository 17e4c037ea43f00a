/** The moderation log. */
import { Type } from 'typebox';
import { ModerationLog } from '../model/moderation.js';
import { PageNumberText } from './common.js';
import { defineOperation } from './define.js';

const ModlogQuery = Type.Object({ page: Type.Optional(PageNumberText) });

export const listModerationLog = defineOperation({
  operationId: 'listModerationLog',
  method: 'GET',
  path: '/api/modlog',
  summary: 'The moderation log, newest first',
  access: 'token',
  tags: ['moderation'],
  query: ModlogQuery,
  answer: ModerationLog,
});
