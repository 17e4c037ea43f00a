import { useController } from 'react-hook-form';
import { Navigate, useParams } from 'react-router-dom';
import {
  LIMITS,
  PAGE_TYPES,
  can,
  isPageType,
  isSignedIn,
  type Page,
  type PageType,
  paths,
} from '@muster/shared-kernel/core';
import { isNotFound, useSession } from '@muster/shared-kernel/client';
import {
  EditorActions,
  EditorsField,
  ListField,
  LoadError,
  Loading,
  STATE_TEXTS,
  SelectField,
  TextAreaField,
  TextField,
  ThumbnailDrop,
  useReviewedEditor,
} from '@muster/shared-kernel/ui';
import { usePage } from '../../../api/use-page';
import { useSavePage } from '../../../api/use-page-writes';
import { PAGE_RULES, toForm, toPayload, type PageRights } from '../model/page-form';
import { Preview } from './page-preview';
import '../../../components/community.css';

/** The editor's heading. */
export const PAGE_EDITOR_TITLE = 'Page Editor';

/** /newpage/{type} (login needed): a new page of that category. */
export function NewPagePage() {
  const session = useSession();
  const type = useParams().type;
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  if (!isPageType(type)) return <LoadError title={STATE_TEXTS.nothingToShow} />;
  return <PageEditor type={type} />;
}

/** /editpage/{id}: for the page's author, its listed editors and moderators. */
export function EditPagePage() {
  const id = useParams().id ?? '';
  const session = useSession();
  const page = usePage(id);
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  if (page.data) {
    if (!can(session, 'page:edit', page.data.acl))
      return (
        <LoadError title={PAGE_EDITOR_TITLE}>
          <p>Only the author, the listed editors and moderators can edit {page.data.title}.</p>
        </LoadError>
      );
    return <PageEditor type={page.data.type} page={page.data} />;
  }
  if (page.isError)
    return (
      <LoadError
        title={isNotFound(page.error) ? STATE_TEXTS.nothingToShow : STATE_TEXTS.pageError}
      />
    );
  return <Loading />;
}

/**
 * The page editor: title, category (moderators only change it), markdown body with a
 * live preview, thumbnail, editors, and tags for moderators. Saving opens the page; a refusal
 * (toasted by the API client with the server's words) keeps the form as it is.
 */
function PageEditor({ type, page }: { type: PageType; page?: Page }) {
  const session = useSession();
  const rights: PageRights = {
    retag: can(session, 'page:retag'),
    setEditors: !page || can(session, 'page:set-editors', page.acl),
  };
  // A stale save keeps the form as typed; Reload brings the server's page into it.
  const { form, conflict, field, goBack, afterSave } = useReviewedEditor({
    loaded: page,
    toForm: (shown: Page | undefined) => toForm(shown, shown?.type ?? type),
    refetch: usePage(page?._id).refetch,
    homeOf: (shown) => (shown ? paths.page(shown._id) : paths.myPages()),
  });
  const { control, register, handleSubmit } = form;
  const thumbnail = useController({ control, name: 'thumbnailURL' });
  const editors = useController({ control, name: 'editors' });
  const tags = useController({ control, name: 'tags' });
  const save = useSavePage();

  const onSave = handleSubmit((values) =>
    save.mutate(
      { page: conflict.versioned(toPayload(values, type, rights)), id: page?._id },
      afterSave,
    ),
  );

  return (
    <form className="cp-page cp-editor" onSubmit={(event) => void onSave(event)} noValidate>
      <h1>{PAGE_EDITOR_TITLE}</h1>
      <TextField label="Title" limit={LIMITS.page.title} {...field('title', PAGE_RULES.title)} />
      <SelectField
        label="Page Type"
        disabled={!rights.retag}
        hint={rights.retag ? undefined : 'Only moderators change a page’s type.'}
        options={PAGE_TYPES.map(({ type, label }) => ({ value: type, label }))}
        {...register('type')}
      />
      <div className="cp-editor-body">
        <TextAreaField
          label="Body"
          rows={18}
          hint="Markdown: # headings, **bold**, *italic*, [links](https://example.org), lists. A roster share link on its own line shows as the roster’s card."
          {...field('markdown', PAGE_RULES.markdown)}
        />
        <Preview control={control} />
      </div>
      <ThumbnailDrop url={thumbnail.field.value} onChange={thumbnail.field.onChange} />
      {rights.setEditors && (
        <EditorsField
          editors={editors.field.value}
          onChange={editors.field.onChange}
          empty="No editors: only the author and moderators can edit this page."
        />
      )}
      {rights.retag && (
        <ListField
          items={tags.field.value}
          onChange={tags.field.onChange}
          limit={LIMITS.page.tag}
          words={{
            label: 'Tags',
            item: 'Tag',
            input: 'New tag',
            placeholder: 'story',
            empty: 'No tags. A lore page tagged ‘story’ comes first in its collection.',
          }}
        />
      )}
      <EditorActions conflict={conflict} saving={save.isPending} onCancel={goBack} />
    </form>
  );
}
