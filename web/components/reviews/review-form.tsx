// The review form: loaded only when a renter is about to write (it brings the form library and zod along).
import { Controller, useWatch } from 'react-hook-form';
import { REVIEW_COMMENT_MAX } from '../../../common/constants.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { commentLength, reviewPayloadSchema, type Review } from '../../../common/reviews.ts';
import { useSaveReviewMutation } from '../../api/reviews/save-review.ts';
import { reviewsContent } from '../../content/reviews.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { RatingInput } from './rating-input.tsx';

export interface ReviewFormProps {
  movieId: string;
  /** The review being edited; none for a first review. */
  review?: Review | null;
  onSaved: () => void;
  /** Shown as Cancel while editing. */
  onCancel?: () => void;
}

export function ReviewForm({ movieId, review, onSaved, onCancel }: ReviewFormProps) {
  const form = useZodForm({
    schema: reviewPayloadSchema,
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
    mutation: useSaveReviewMutation(movieId),
    failureText: publicScreenMessages.reviewSubmitFailed,
    onSuccess: onSaved,
    // docs/product.md#validation keeps Submit disabled until both rules hold: each field is judged as it changes.
    validateWhileTyping: true,
  });
  const { control, formState } = form.hookForm;
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const { error: commentError, ...commentBinding } = form.field('comment');
  const isEditing = Boolean(review);

  return (
    <form className="review-form" onSubmit={form.onSubmit} noValidate aria-labelledby="review-form-heading" aria-busy={form.isSubmitting}>
      <h3 id="review-form-heading" className="review-form__heading">
        {isEditing ? reviewsContent.editHeading : reviewsContent.writeHeading}
      </h3>
      {form.serverError && (
        <FormAlert>
          <span className="review-form__alert-line">{publicScreenMessages.reviewSubmitFailed}</span>
          {form.serverError !== publicScreenMessages.reviewSubmitFailed && <span className="review-form__alert-line">{form.serverError}</span>}
        </FormAlert>
      )}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RatingInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={form.isSubmitting}
          />
        )}
      />
      <div className="field">
        <label className="field__label" htmlFor="review-comment">
          {reviewsContent.commentLabel}
        </label>
        <div className={`field__frame${commentError ? ' field__frame--invalid' : ''}`}>
          <textarea
            id="review-comment"
            className="field__input review-form__comment"
            rows={5}
            placeholder={reviewsContent.commentPlaceholder}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? 'review-comment-count review-comment-error' : 'review-comment-count'}
            {...commentBinding}
          />
        </div>
        <p id="review-comment-count" className="review-form__count" aria-live="polite">
          {reviewsContent.characterCount(commentLength(comment), REVIEW_COMMENT_MAX)}
        </p>
        {commentError && (
          <p id="review-comment-error" className="field__error">
            {commentError}
          </p>
        )}
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={!formState.isValid || form.isSubmitting}>
          {form.isSubmitting ? reviewsContent.submitting : isEditing ? reviewsContent.update : reviewsContent.submit}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={form.isSubmitting}>
            {reviewsContent.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
