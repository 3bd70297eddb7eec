// Admin forms that add and edit a row (movies, covers): a field sent sets its column (empty clears it), a field not
// sent keeps what the row has.
type ColumnTaking<Value, Write> = { [Column in keyof Write]-?: Exclude<Value, undefined> extends Write[Column] ? Column : never }[keyof Write];

/** The columns the sent `fields` set, `columnOf` naming the column of each field (one that takes its values). */
export function sentColumns<Fields extends object, Write extends object>(
  fields: Fields,
  columnOf: { [Field in keyof Fields]-?: ColumnTaking<Fields[Field], Write> },
): Write {
  const columns: Partial<Record<keyof Write, unknown>> = {};
  for (const field of Object.keys(columnOf) as Array<keyof Fields>) {
    if (fields[field] !== undefined) columns[columnOf[field]] = fields[field];
  }
  return columns as Write;
}

