// The Film part of the movie form (docs/product.md#admin-films): the movie's own film, uploaded with tus (resumable),
// its packaging state polled while the packager works, retry, replace and remove, and its captions. It sits beside the
// movie's fields, not in their form: everything here is sent at once, on its own, and Save does not wait for it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { AdminFilm, FilmStatus } from '../../../../common/films.ts';
import { useFilm } from '../../../api/admin/film-get.ts';
import { useRemoveFilmMutation } from '../../../api/admin/film-remove.ts';
import { useFilmUpload } from '../film-upload/use-film-upload.ts';
import { adminKeys } from '../../../api/admin/keys.ts';
import { catalogueKeys } from '../../../api/catalogue/keys.ts';
import { adminFilmContent as content, adminFilmMessages } from '../../../content/admin-films.ts';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog.tsx';
import { QueryView } from '../../query-view/query-view.tsx';
import { useConfirmedAction } from '../admin-page/use-confirmed-action.ts';
import { FilmCaptions } from './film-captions.tsx';
import { FilmPicker } from './film-picker.tsx';
import { FilmState } from './film-state.tsx';
import { FilmTransfer } from './film-transfer.tsx';
import { SectionHead } from '../admin-page/section-head.tsx';
import './film-section.css';

export interface FilmSectionProps {
  movieId: number;
  /** The packager finished while the section was open (it also set the movie's running time). */
  onReady?: (film: AdminFilm) => void;
}

export function FilmSection({ movieId, onReady }: FilmSectionProps) {
  const headingId = useId();
  const film = useFilm(movieId);
  useReadyTransition(film.data, onReady);
  return (
    <section className="film-section" aria-labelledby={headingId}>
      <FilmSectionHeader headingId={headingId} />
      <QueryView query={film} loadingText={content.loading} errorText={adminFilmMessages.filmLoadFailed} showErrorMessage>
        {(current) => <FilmBody movieId={movieId} film={current} />}
      </QueryView>
    </section>
  );
}

/** What a new movie's form shows in place of the section: a film belongs to a saved movie. */
export function FilmSectionForNewMovie() {
  const headingId = useId();
  return (
    <section className="film-section" aria-labelledby={headingId}>
      <FilmSectionHeader headingId={headingId} />
      <p className="film-section__note">{content.newMovieNote}</p>
    </section>
  );
}

const HEAD_CLASSES = ['admin-head', 'film-section__heading', 'film-section__intro'] as const;

function FilmSectionHeader({ headingId }: { headingId: string }) {
  return (
    <SectionHead id={headingId} level={3} title={content.heading} intro={content.intro} classNames={HEAD_CLASSES} asHeader />
  );
}

/**
 * When polling shows the film ready, the movie changed too (its running time, whether it can be rented): the
 * admin list and the public answers are read again. Only a change seen here counts, not the first answer.
 */
function useReadyTransition(film: AdminFilm | null | undefined, onReady: FilmSectionProps['onReady']) {
  const queryClient = useQueryClient();
  const previous = useRef<FilmStatus | null | undefined>(undefined);
  const becameReady = useEffectEvent((ready: AdminFilm) => {
    onReady?.(ready);
    void queryClient.invalidateQueries({ queryKey: adminKeys.movies, exact: true });
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.movies });
  });
  const status = film === undefined ? undefined : (film?.status ?? null);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (film && status === 'ready' && was !== undefined && was !== 'ready') becameReady(film);
  }, [film, status]);
}

/** The film's state, the upload (running, or the picker when there is no film or it is being replaced), captions. */
function FilmBody({ movieId, film }: { movieId: number; film: AdminFilm | null }) {
  const transfer = useFilmUpload(movieId);
  const [isReplacing, setReplacing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isTransferring = transfer.upload !== null;
  // A film streams now and goes on doing so while its replacement goes up; FilmState says so itself once the
  // replacement is being packaged.
  const keepsPlaying = film !== null && film.is_playable && film.status === 'ready';
  // A replacement a reload stopped is offered at once: the same file carries it on.
  const isChoosing = !isTransferring && (!film || isReplacing || transfer.interrupted !== null);
  // Here rather than in FilmState: the film's view goes when the film does, before the removal reports back.
  const remove = useRemoveFilmMutation(movieId);
  const confirmRemove = useConfirmedAction({
    mutation: remove,
    variables: () => undefined,
    texts: () => ({ ...content.confirmRemove, failureText: adminFilmMessages.filmRemoveFailed }),
    onDone: () => setNotice(adminFilmMessages.filmRemoved),
  });

  // Keeping the current file gives up the replacement, a stopped one too.
  const keepCurrent = () => {
    setReplacing(false);
    if (transfer.interrupted) transfer.discardInterrupted();
  };

  const pick = (file: File) => {
    setReplacing(false);
    setNotice(null);
    transfer.start(file);
  };

  return (
    <div className="film-section__body">
      {film && (
        <FilmState
          movieId={movieId}
          film={film}
          // While a new file goes up, the film on show is about to be replaced: nothing to do with it meanwhile.
          showActions={!isTransferring && !isChoosing}
          onReplace={() => {
            setNotice(null);
            setReplacing(true);
          }}
          onRemove={() => {
            setNotice(null);
            confirmRemove.ask(film);
          }}
          onNotice={setNotice}
        />
      )}
      {transfer.upload ? (
        <FilmTransfer
          upload={transfer.upload}
          keepsPlaying={keepsPlaying}
          onPause={transfer.pause}
          onResume={transfer.resume}
          onCancel={transfer.cancel}
          onChooseAnother={() => {
            transfer.cancel();
            setReplacing(true);
          }}
        />
      ) : (
        isChoosing && (
          <FilmPicker
            interrupted={transfer.interrupted}
            onPick={pick}
            onDiscardInterrupted={transfer.discardInterrupted}
            keepsPlaying={keepsPlaying}
            onKeepCurrent={film ? keepCurrent : undefined}
          />
        )
      )}
      {/* Always in the page, so that what it says is announced. */}
      <p className="film-section__notice" role="status">
        {notice ?? ''}
      </p>
      {film && <FilmCaptions movieId={movieId} captions={film.captions} />}
      {confirmRemove.dialog && <ConfirmDialog {...confirmRemove.dialog} />}
    </div>
  );
}
