// The movie form's trailer (docs/product.md#admin-movies): a YouTube link, or a short clip uploaded with the save, as
// the backstage video upload offers them. An edit shows the stored clip, which stays unless it is removed or another
// clip is chosen.
import { useWatch } from 'react-hook-form';
import { URL_MAX } from '../../../../common/admin-catalogue.ts';
import { movieFormContent } from '../../../content/admin-movies.ts';
import { videoRule } from '../backstage/backstage-upload-schemas.ts';
import { InputField } from '../../form/fields.tsx';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { FileDropField } from '../upload/file-drop-zone.tsx';
import type { MovieFormState, TrailerSource } from './movie-form-schema.ts';

const content = movieFormContent.trailer;
const SOURCES: readonly TrailerSource[] = ['link', 'file'];

export interface TrailerFieldProps {
  form: MovieFormState;
  /** The stored clip's address when the movie has one, to offer it back after a removal. */
  storedClip: string | null;
}

export function TrailerField({ form, storedClip }: TrailerFieldProps) {
  const { control, clearErrors, setValue } = form.hookForm;
  const source = useWatch({ control, name: 'trailer_choice.source' });
  return (
    <div className="admin-column movie-form__trailer">
      <SegmentedControl
        legend={content.legend}
        values={SOURCES}
        labels={content.sources}
        value={source}
        onChange={(next) => {
          // Switching the source takes away the other one's message.
          clearErrors(['trailer_choice.link', 'trailer_choice.clip']);
          setValue('trailer_choice.source', next);
        }}
        disabled={form.isSubmitting}
      />
      {source === 'link' ? (
        <InputField
          label={content.url}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={content.urlPlaceholder}
          maxLength={URL_MAX}
          {...form.field('trailer_choice.link')}
        />
      ) : (
        <>
          {storedClip && <StoredClip form={form} storedClip={storedClip} />}
          <FileDropField form={form} name="trailer_choice.clip" texts={content.drop} rule={videoRule} />
        </>
      )}
    </div>
  );
}

/** The clip the movie has: kept unless removed (Keep clip takes the removal back before saving). */
function StoredClip({ form, storedClip }: { form: MovieFormState; storedClip: string }) {
  const { control, setValue } = form.hookForm;
  const keptClip = useWatch({ control, name: 'trailer_choice.kept_clip' });
  const isKept = keptClip !== '';
  const fileName = storedClip.slice(storedClip.lastIndexOf('/') + 1);
  return (
    <div className="admin-tile spread-row movie-form__clip">
      <p className="admin-stack">
        <span className="admin-ellipsis">{content.current(fileName)}</span>
        <span className="admin-hint admin-hint--small">{isKept ? content.replaces : content.removed}</span>
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={form.isSubmitting}
        onClick={() => setValue('trailer_choice.kept_clip', isKept ? '' : storedClip)}
      >
        {isKept ? content.remove : content.keep}
      </button>
    </div>
  );
}
