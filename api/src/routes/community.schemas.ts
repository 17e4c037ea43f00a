import { PageType, Text } from '@muster/shared-kernel/core';
import { Type } from 'typebox';

export const PageListParams = Type.Object({ type: PageType });
export const PageListQuery = Type.Object({ tag: Type.Optional(Text(40)) });
