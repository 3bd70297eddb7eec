// A code refused to a viewer (docs/product.md#offers): a 400 with one of the four texts of common/messages/offers.ts,
// at the check and at checkout alike. Its own class, so that the code throttle (throttle.ts) counts these and nothing
// else.
import { ValidationError } from '../errors.ts';

export class CodeRefusedError extends ValidationError {}
