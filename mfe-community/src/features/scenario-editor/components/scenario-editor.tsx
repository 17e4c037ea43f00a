import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { CARD_TITLE_LIMIT, LIMITS, type Scenario, paths } from '@muster/shared-kernel/core';
import {
  EditorActions,
  TextField,
  ThumbnailDrop,
  useReviewedEditor,
} from '@muster/shared-kernel/ui';
import { useScenario } from '../../../api/use-scenario';
import { useSaveScenario } from '../../../api/use-scenario-writes';
import { SCENARIO_RULES, toForm, toPayload } from '../model/scenario-form';
import { BodyField, WRITE_TAB } from './body-field';

/** Beside the Public checkbox (a public scenario goes through moderation first). */
export const PUBLIC_NOTE =
  'Ticking Public sends the scenario to a moderator: everyone sees it once it is approved.';

/**
 * The scenario editor: title (required), markdown body with a live preview, thumbnail by click
 * or drag, Public, Save and Cancel. Saving opens the saved scenario's page.
 */
export function ScenarioEditor({ scenario }: { scenario?: Scenario }) {
  // A stale save keeps the form as typed; Reload brings the server's scenario into it.
  const { form, conflict, field, goBack, afterSave } = useReviewedEditor({
    loaded: scenario,
    toForm,
    refetch: useScenario(scenario?.slug).refetch,
    homeOf: (shown) => (shown ? paths.scenario(shown.slug) : paths.myScenarios(1)),
  });
  const { control, register, handleSubmit, formState } = form;
  const { errors } = formState;
  const thumbnail = useController({ control, name: 'thumbnailURL' });
  const [tab, setTab] = useState(WRITE_TAB);
  const save = useSaveScenario();
  const noteId = useId();

  const onSave = handleSubmit(
    (values) =>
      save.mutate(
        { scenario: conflict.versioned(toPayload(values)), id: scenario?._id },
        afterSave,
      ),
    // An error in the body is shown where it can be read.
    (invalid) => {
      if (invalid.markdown) setTab(WRITE_TAB);
    },
  );

  return (
    <form className="scn-page scn-editor" onSubmit={(event) => void onSave(event)} noValidate>
      <h1>{scenario ? 'Edit Scenario' : 'New Scenario'}</h1>
      <TextField
        label="Title"
        hint={`Cards in the lists show its first ${CARD_TITLE_LIMIT} characters.`}
        limit={LIMITS.scenario.title}
        {...field('title', SCENARIO_RULES.title)}
      />
      <BodyField
        field={register('markdown', SCENARIO_RULES.markdown)}
        control={control}
        error={errors.markdown?.message}
        tab={tab}
        onTab={setTab}
      />
      <ThumbnailDrop url={thumbnail.field.value} onChange={thumbnail.field.onChange} />
      <div className="scn-public">
        <label className="field-check">
          <input type="checkbox" aria-describedby={noteId} {...register('public')} />
          Public
        </label>
        <span className="muted field-hint" id={noteId}>
          {PUBLIC_NOTE}
        </span>
      </div>
      <EditorActions conflict={conflict} saving={save.isPending} onCancel={goBack} />
    </form>
  );
}
