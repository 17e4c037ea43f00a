import type { FormEvent, ReactElement, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { http } from 'msw';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import {
  CONFLICT_MESSAGE,
  type Faction,
  type FactionPayload,
  operations,
  paths,
} from '@muster/shared-kernel/core';
import {
  RE_REVIEW_MESSAGE,
  callOperation,
  notify,
  sessionStore,
  useFaction,
} from '@muster/shared-kernel/client';
import {
  FACTION,
  MOCK_API_ORIGIN,
  mockApi,
  mockSessionToken,
  renderScreen,
  saveElsewhere,
} from '@muster/shared-kernel/testing';
import { CONFLICT_HINT, ConflictNotice } from './conflict-notice.js';
import { useEditorForm } from './use-editor-form.js';
import type { EditConflict } from './use-edit-conflict.js';
import { useReviewedEditor } from './use-reviewed-editor.js';

const api = mockApi();

/** The test editors' save: the faction's update, as the factions remote's editor sends it. */
function useSaveFaction() {
  return useMutation({
    mutationFn: ({ faction, id }: { faction: FactionPayload; id?: string }) =>
      callOperation(operations.updateFaction, { params: { id: id ?? '' }, body: faction }),
  });
}

/** The test editors' one-field form: Title, the conflict notice, Save, then `children`. */
function TitleForm({
  form,
  conflict,
  onSave,
  children,
}: {
  form: UseFormReturn<{ title: string }>;
  conflict: EditConflict;
  onSave: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSave(event)}>
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <ConflictNotice conflict={conflict} />
      <button type="submit">Save</button>
      {children}
    </form>
  );
}

/** A one-field faction editor wired as the remotes' editors are. */
function TitleEditor({ faction }: { faction: Faction }) {
  const { form, conflict } = useEditorForm({
    loaded: faction,
    toForm: ({ title }) => ({ title }),
    refetch: useFaction(faction._id).refetch,
  });
  const save = useSaveFaction();
  const onSave = form.handleSubmit(({ title }) =>
    save.mutate(
      { faction: conflict.versioned({ title }), id: faction._id },
      { onSuccess: conflict.onSaved, onError: conflict.onError },
    ),
  );
  return (
    <TitleForm form={form} conflict={conflict} onSave={onSave}>
      {save.isSuccess && !save.isPending && <p>Saved version {conflict.version}</p>}
    </TitleForm>
  );
}

function TitleEditorPage() {
  const faction = useFaction(FACTION.slug);
  return faction.data ? <TitleEditor faction={faction.data} /> : <p>Loading...</p>;
}

/** Someone else saves the faction while the editor is open. */
const someoneElseSaves = (title: string) => saveElsewhere(api.db.factions[0] as Faction, { title });

const titleField = () => screen.getByLabelText('Title');
const conflictAlert = () => screen.queryByRole('alert', { name: CONFLICT_MESSAGE });

/** Types `text` over the title and presses Save. */
async function saveTitle(text: string) {
  await userEvent.clear(titleField());
  await userEvent.type(titleField(), text);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

let toastError: jest.SpyInstance;
beforeEach(() => {
  sessionStore.set({
    token: mockSessionToken('vex'),
    username: 'vex',
    display: 'Vex',
    roles: ['publisher'],
    likes: [],
  });
  toastError = jest.spyOn(notify, 'error');
});
afterEach(() => {
  sessionStore.clear();
  toastError.mockRestore();
});

describe('useEditConflict and ConflictNotice', () => {
  it('shows the notice on a stale save, keeps the typed text, and Reload brings the server state and version', async () => {
    renderScreen(<TitleEditorPage />);
    await screen.findByDisplayValue('Iron Wardens');
    someoneElseSaves('Their Wardens');

    await saveTitle('My Wardens');

    const alert = await screen.findByRole('alert', { name: CONFLICT_MESSAGE });
    expect(alert).toHaveTextContent(CONFLICT_HINT);
    expect(titleField()).toHaveValue('My Wardens');
    // Nothing was stored, and the data layer raised no generic error toast over the notice.
    expect(api.db.factions[0]).toMatchObject({ title: 'Their Wardens', version: 2 });
    expect(toastError).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(titleField()).toHaveValue('Their Wardens'));
    expect(conflictAlert()).not.toBeInTheDocument();

    // The editor now holds the server's version: the next save goes through.
    await saveTitle('Our Wardens');
    expect(await screen.findByText('Saved version 3')).toBeInTheDocument();
    expect(api.db.factions[0]).toMatchObject({ title: 'Our Wardens', version: 3 });
  });

  it('sends the loaded version, then holds each saved one: a second save does not conflict with itself', async () => {
    const bodies: unknown[] = [];
    // Records each save's body, then lets the mock API answer it.
    api.server.use(
      http.post(`${MOCK_API_ORIGIN}/api/factions/:id`, async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    renderScreen(<TitleEditorPage />);
    await screen.findByDisplayValue('Iron Wardens');
    await saveTitle('First');
    expect(await screen.findByText('Saved version 2')).toBeInTheDocument();
    await saveTitle('Second');
    expect(await screen.findByText('Saved version 3')).toBeInTheDocument();
    expect(conflictAlert()).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { title: 'First', version: 1 },
      { title: 'Second', version: 2 },
    ]);
  });

  it('keeps the notice and the typed text when Reload cannot read the server', async () => {
    renderScreen(<TitleEditorPage />);
    await screen.findByDisplayValue('Iron Wardens');
    someoneElseSaves('Their Wardens');
    await saveTitle('My Wardens');
    await screen.findByRole('alert', { name: CONFLICT_MESSAGE });

    api.fail('get', '/api/factions/:key');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error: failed'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(conflictAlert()).toBeInTheDocument();
    expect(titleField()).toHaveValue('My Wardens');
  });

  it('shows no notice for other failures: those are toasted', async () => {
    renderScreen(<TitleEditorPage />);
    await screen.findByDisplayValue('Iron Wardens');
    api.fail('post', '/api/factions/:id', 409);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error: failed'));
    expect(conflictAlert()).not.toBeInTheDocument();
  });

  it('renders nothing until there is a conflict, and says Reloading... while it reloads', () => {
    const quiet = { conflicted: false, reloading: false, reload: jest.fn() };
    const { rerender } = render(<ConflictNotice conflict={quiet} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ConflictNotice conflict={{ ...quiet, conflicted: true, reloading: true }} />);
    expect(screen.getByRole('alert', { name: CONFLICT_MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reloading...' })).toBeDisabled();
  });
});

const LIST = paths.myFactions(1);
const EDITOR = '/edit';

/** A one-field faction editor, as the remotes' reviewed-content editors use useReviewedEditor. */
function ReviewedTitleEditor({ faction, tell }: { faction?: Faction; tell?: jest.Mock }) {
  const { form, conflict, goBack, afterSave } = useReviewedEditor({
    loaded: faction,
    toForm: (shown: Faction | undefined) => ({ title: shown?.title ?? '' }),
    refetch: useFaction(faction?._id).refetch,
    homeOf: (shown) => (shown ? paths.faction(shown.slug) : LIST),
    ...(tell ? { tell } : {}),
  });
  const save = useSaveFaction();
  const onSave = form.handleSubmit(({ title }) =>
    save.mutate({ faction: conflict.versioned({ title }), id: faction?._id }, afterSave),
  );
  return (
    <TitleForm form={form} conflict={conflict} onSave={onSave}>
      <button type="button" onClick={goBack}>
        Cancel
      </button>
    </TitleForm>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The editor at /edit (opened directly, or from a link on /from), and where the visitor is. */
function open(editor: ReactElement, { fromLink = false } = {}) {
  renderScreen(
    <>
      <Routes>
        <Route path={EDITOR} element={editor} />
        <Route path="/from" element={<Link to={EDITOR}>Edit</Link>} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { entries: [fromLink ? '/from' : EDITOR] },
  );
}

const where = () => screen.getByTestId('where');

describe('useReviewedEditor', () => {
  let toastInfo: jest.SpyInstance;
  beforeEach(() => {
    toastInfo = jest.spyOn(notify, 'info');
  });
  afterEach(() => toastInfo.mockRestore());

  it('opens the saved thing and tells the author, by `tell`, what the save did to its review', async () => {
    const tell = jest.fn();
    const loaded = api.db.factions[0] as Faction;
    open(<ReviewedTitleEditor faction={loaded} tell={tell} />);
    await saveTitle('Iron Wardens Reborn');

    await waitFor(() => expect(where()).toHaveTextContent(paths.faction(FACTION.slug)));
    expect(tell).toHaveBeenCalledTimes(1);
    expect(tell).toHaveBeenCalledWith(
      loaded,
      expect.objectContaining({ title: 'Iron Wardens Reborn', version: 2, reviewed: false }),
    );
    expect(toastInfo).not.toHaveBeenCalled();
  });

  it('says by default that approved content went back to review', async () => {
    open(<ReviewedTitleEditor faction={api.db.factions[0] as Faction} />);
    await saveTitle('Iron Wardens Reborn');
    await waitFor(() => expect(where()).toHaveTextContent(paths.faction(FACTION.slug)));
    expect(toastInfo).toHaveBeenCalledWith(RE_REVIEW_MESSAGE);
  });

  it('stays, with the notice and the typed text, on a stale save', async () => {
    const loaded = api.db.factions[0] as Faction;
    const tell = jest.fn();
    open(<ReviewedTitleEditor faction={{ ...loaded }} tell={tell} />);
    saveElsewhere(loaded, { title: 'Their Wardens' });
    await saveTitle('My Wardens');

    expect(await screen.findByRole('alert', { name: CONFLICT_MESSAGE })).toBeInTheDocument();
    expect(where()).toHaveTextContent(EDITOR);
    expect(titleField()).toHaveValue('My Wardens');
    expect(tell).not.toHaveBeenCalled();
  });

  it('cancels back one page when the visitor came from a page of the site', async () => {
    open(<ReviewedTitleEditor faction={FACTION} />, { fromLink: true });
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(where()).toHaveTextContent('/from');
  });

  it('cancels, opened directly, to the thing’s page', async () => {
    open(<ReviewedTitleEditor faction={FACTION} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(where()).toHaveTextContent(paths.faction(FACTION.slug));
  });

  it('cancels a new thing, opened directly, to the author’s list', async () => {
    open(<ReviewedTitleEditor />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(where()).toHaveTextContent(LIST);
  });
});
