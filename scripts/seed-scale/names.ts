// What the scale data is made of: names, mailboxes, review sentences and the SMTP errors of failed e-mails.

// Common names first: the index of a name is drawn skewed towards the start, so 'Smith' is frequent, like life.
export const FIRST_NAMES = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven', 'Emily', 'Paul', 'Donna', 'Andrew', 'Michelle',
  'Joshua', 'Amanda', 'Kevin', 'Melissa', 'Brian', 'Stephanie', 'George', 'Rebecca', 'Timothy', 'Laura', 'Ronald',
  'Sharon', 'Jason', 'Cynthia', 'Edward', 'Kathleen', 'Jeffrey', 'Amy', 'Ryan', 'Angela', 'Jacob', 'Anna', 'Gary',
  'Ruth', 'Nicholas', 'Brenda', 'Eric', 'Pamela', 'Jonathan', 'Nicole', 'Stephen', 'Katherine', 'Larry', 'Samantha',
  'Justin', 'Christine', 'Scott', 'Emma', 'Brandon', 'Olivia', 'Benjamin', 'Sophia', 'Samuel', 'Chloé', 'Gregory',
  'Zoë', 'Alexander', 'Mia', 'Patrick', 'Isabella', 'Frank', 'Ava', 'Raymond', 'Grace', 'Jack', 'Lily', 'Dennis',
  'Hannah', 'Jerry', 'Aaliyah', 'Tyler', 'Priya', 'Aaron', 'Mei', 'José', 'Fatima', 'Adam', 'Ingrid', 'Nathan', 'Yuki',
  'Henry', 'Amara', 'Zachary', 'Leila', 'Kyle', 'Noor', 'Walter', 'Siobhan', 'Peter', 'Astrid', 'Harold', 'Björn',
  'Jeremy', 'Niamh', 'Ethan', 'Rosa', 'Carl', 'Ines', 'Keith', 'Aiko', 'Roger', 'Kwame', 'Gerald', 'Søren', 'Luis',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker',
  'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez',
  'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward',
  'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', "O'Brien",
  "O'Connor", 'McAllister', 'Smithson', 'Goldsmith', 'Van der Berg', 'Müller', 'Schmidt', 'Novak', 'Kowalski',
  'Rossi', 'Bianchi', 'Dubois', 'Lefèvre', 'Andersson', 'Johansson', 'Nakamura', 'Tanaka', 'Wang', 'Li', 'Zhang',
  'Chen', 'Singh', 'Kumar', 'Okafor', 'Mensah', 'Haddad', 'Cohen', 'Levi', 'Fitzgerald', 'Byrne', 'Doyle', 'Brennan',
];
export const MAILBOXES = ['northmail', 'postbox', 'quickmail', 'letterbox', 'mailhub', 'inbox', 'fastpost', 'ownmail'];

export const REVIEW_SENTENCES = [
  'Loved every minute of it.', 'The cinematography is stunning, especially the night scenes.',
  'A slow start, but the last act pays off beautifully.', 'The lead performance carries the whole film.',
  'I watched it twice in one rental and noticed new details the second time.', 'The score stayed with me for days.',
  'Not quite my kind of story, but well made.', 'Some scenes drag; the editing could be tighter.',
  'A small film with a big heart.', 'The dialogue feels real, like overhearing people you know.',
  'I wish it had been longer.', 'The ending divided our living room, which is a good sign.',
  'Great value for the price of a rental.', 'Sound design is superb with headphones.',
  'The supporting cast deserves more credit.', 'It never quite came together for me.',
  'Beautiful locations, patient camera work.', 'Recommended it to my whole family.',
  'A bit predictable, still enjoyable.', "I'm looking forward to the studio's next one.",
];

export const SMTP_FAILURES = [
  '550 5.1.1 Mailbox unavailable', '552 5.2.2 Mailbox full', '554 5.7.1 Message rejected as spam',
  'Gave up after 5 attempts: 421 4.7.0 Try again later', 'Gave up after 5 attempts: connect ECONNREFUSED',
  'Not sent: the subscriber unsubscribed', 'Not sent: the rental had ended',
];
