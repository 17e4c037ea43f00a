/**
 * @muster/shared-kernel/ui: the components more than one front end shows, written once.
 *
 * Not a federation singleton: it holds no state of its own (state lives in /client, which is
 * shared), so each front end bundles only the components it imports. Markdown therefore reaches
 * only the pages that render it, and react-dropzone only the editors. Their styles are the site
 * stylesheet's (`@muster/shared-kernel/styles.css`).
 */
export { AuthorName, useAuthorName } from './author-name/author-name.js';
export { ContentCard, ContentGrid } from './content-card/content-card.js';
export type { ContentCardProps, ContentGridProps } from './content-card/content-card.js';
export { DefaultThumbnail } from './content-card/default-thumbnail.js';
export { CopyLinkField } from './copy-link/copy-link-field.js';
export type { CopyLinkFieldProps } from './copy-link/copy-link-field.js';
export { DataTable } from './data-table/data-table.js';
export type { DataTableColumn, DataTableProps } from './data-table/data-table.js';
export { DisclosureButton } from './disclosure/disclosure-button.js';
export type { DisclosureButtonProps } from './disclosure/disclosure-button.js';
export { CONFLICT_HINT, ConflictNotice } from './edit-conflict/conflict-notice.js';
export type { ConflictNoticeProps } from './edit-conflict/conflict-notice.js';
export { useEditConflict } from './edit-conflict/use-edit-conflict.js';
export { useEditorForm } from './edit-conflict/use-editor-form.js';
export type { EditorForm, EditorFormOptions } from './edit-conflict/use-editor-form.js';
export { useReviewedEditor } from './edit-conflict/use-reviewed-editor.js';
export type { ReviewedEditor, ReviewedEditorOptions } from './edit-conflict/use-reviewed-editor.js';
export type {
  EditConflict,
  EditConflictOptions,
  RefetchAnswer,
  Versioned,
} from './edit-conflict/use-edit-conflict.js';
export { EditorActions } from './editor-actions/editor-actions.js';
export type { EditorActionsProps } from './editor-actions/editor-actions.js';
export { CheckboxGroup, SelectField, TextAreaField, TextField } from './fields/fields.js';
export { numberRule, textRule } from './fields/field-rules.js';
export type { FieldRule } from './fields/field-rules.js';
export type { FieldProps, SelectOption } from './fields/fields.js';
export { RemoveRowButton } from './fields/remove-row-button.js';
export { RosterFields } from './fields/roster-fields.js';
export type { RosterFieldValues, RosterFieldsProps } from './fields/roster-fields.js';
export { EditorsField, ListField } from './list-field/list-field.js';
export type { ListFieldProps, ListFieldWords } from './list-field/list-field.js';
export type { RemoveRowButtonProps } from './fields/remove-row-button.js';
export {
  EnvironmentTable,
  TacticsAndEnvironment,
  TacticsTable,
} from './faction-tables/faction-tables.js';
export { useGoBack } from './go-back/use-go-back.js';
export { lazyNamed, lazyScreen, lazyScreens } from './lazy/lazy-named.js';
export type { ScreenOf } from './lazy/lazy-named.js';
export type { PreloadableScreen } from './lazy/lazy-named.js';
export { Markdown } from './markdown/markdown.js';
export type { MarkdownProps } from './markdown/markdown.js';
export type { LinkParagraph, RenderLinkParagraph } from './markdown/link-paragraph.js';
export { MarkdownHtml } from './markdown/markdown-html.js';
export type { MarkdownHtmlProps } from './markdown/markdown-html.js';
export {
  CONFIRM_DELETE_TEXTS,
  ConfirmDelete,
  ConfirmDialog,
  DeleteButton,
} from './modal/confirm-delete.js';
export type {
  ConfirmDeleteProps,
  ConfirmDialogProps,
  DeleteButtonProps,
} from './modal/confirm-delete.js';
export { Modal } from './modal/modal.js';
export { MusterMark } from './muster-mark/muster-mark.js';
export type { ModalProps } from './modal/modal.js';
export { ReasonButton, ReasonDialog } from './reason-dialog/reason-dialog.js';
export type { ReasonButtonProps, ReasonDialogProps } from './reason-dialog/reason-dialog.js';
export {
  REVIEW_NOTE_CARD_LIMIT,
  ReviewNote,
  ReviewNoteLine,
  reviewNoteLine,
  reviewNoteText,
} from './reason-dialog/review-note.js';
export type { ReviewedItem } from './reason-dialog/review-note.js';
export { MAX_ROSTER_RULES, RULE_KINDS, rosterRulesProblem } from './roster-rules/rule-drafts.js';
export { RosterRulesEditor } from './roster-rules/roster-rules-editor.js';
export type { RosterRulesEditorProps } from './roster-rules/roster-rules-editor.js';
export { RosterRuleSentences } from './roster-rules/roster-rule-sentences.js';
export type { RosterRuleSentencesProps } from './roster-rules/roster-rule-sentences.js';
export { Pagination } from './pagination/pagination.js';
export type { PaginationProps } from './pagination/pagination.js';
export { usePageAddress } from './pagination/use-page-address.js';
export { Empty, LoadError, Loading, STATE_TEXTS } from './states/states.js';
export type { LoadErrorProps } from './states/states.js';
export { SearchForm } from './search-form/search-form.js';
export type { SearchFormProps } from './search-form/search-form.js';
export { Tabs } from './tabs/tabs.js';
export type { TabItem, TabsProps } from './tabs/tabs.js';
export { dropRejectionText, dropRejectionTexts } from './thumbnail-drop/drop-rejections.js';
export type { DropLimits } from './thumbnail-drop/drop-rejections.js';
export { DEFAULT_IMAGE_MAX_BYTES, ThumbnailDrop } from './thumbnail-drop/thumbnail-drop.js';
export type { ThumbnailDropProps } from './thumbnail-drop/thumbnail-drop.js';
export { CostTerms } from './unit-card/cost-terms.js';
export type { CostTermsProps } from './unit-card/cost-terms.js';
export { UNIT_CARD_TEXTS, UnitCard, costText } from './unit-card/unit-card.js';
export type { UnitCardProps } from './unit-card/unit-card.js';
export { WeaponTable, weaponKind } from './unit-card/weapon-table.js';
export { abilityTexts } from './unit-card/ability-texts.js';
export type { AbilityText } from './unit-card/ability-texts.js';
export type { WeaponRow, WeaponTableProps } from './unit-card/weapon-table.js';
export { NotFound } from './host/not-found.js';
export { remoteApp, ScreenRoutes, screenPreloader } from './host/screen-routes.js';
export type { ScreenRoute, ScreenTable } from './host/screen-routes.js';
export { PlaceholderScreen } from './host/placeholder-screen.js';
export { StandaloneHost, renderStandalone } from './host/standalone-host.js';
export { ToastHost } from './host/toast-host.js';
