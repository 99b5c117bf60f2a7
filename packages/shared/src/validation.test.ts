import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  createEventBodySchema,
  displayNameSchema,
  isValidComment,
  isValidGroupDescription,
  isValidGroupId,
  isValidGroupName,
  parseSearchText,
  parseTagsInput,
  rowIdSchema,
  signInFieldsSchema,
  signUpBodySchema,
  signUpFormSchema,
  tagsSchema,
  textSchema,
  tryAgainIn,
} from './index.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('login rule', () => {
  const check = (login: string) =>
    signUpBodySchema.safeParse({ login, password: 'Passw0rd!', recaptcha: 'x' });

  it.each(['abc', 'user_01', 'A'.repeat(30), 'Under_Score_9'])('accepts %s', (login) => {
    expect(check(login).success).toBe(true);
  });

  it.each(['ab', 'a'.repeat(31), 'has space', 'dash-ed', 'émile', ''])('refuses %j', (login) => {
    const result = check(login);
    expect(result.success).toBe(false);
    expect(firstError(result)).toBe(
      'Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores.',
    );
  });

  it('has the taken message of the spec', () => {
    expect(MESSAGES.loginTaken).toBe('Sorry, this username is already taken.');
  });
});

describe('password rule', () => {
  const check = (password: string) =>
    signUpBodySchema.safeParse({ login: 'someone', password, recaptcha: 'x' });

  it.each(['Passw0rd!', 'aB3@aB3@', 'Abcdefghijklmnopqrstu1$&'])('accepts %s', (password) => {
    expect(check(password).success).toBe(true);
  });

  it.each([
    ['too short', 'aB3@aB3'],
    ['too long', 'Abcdefghijklmnopqrstuv1$&'],
    ['no uppercase', 'passw0rd!'],
    ['no lowercase', 'PASSW0RD!'],
    ['no digit', 'Password!'],
    ['no special symbol', 'Passw0rdd'],
    ['another symbol class', 'Passw0rd!#'],
    ['a space', 'Passw0rd !'],
  ])('refuses a password with %s', (_why, password) => {
    const result = check(password);
    expect(result.success).toBe(false);
    expect(firstError(result)).toBe(
      'Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol.',
    );
  });

  it('has the confirmation message of the spec', () => {
    expect(MESSAGES.passwordsDontMatch).toBe("Sorry, your passwords don't match.");
  });
});

describe('sign-up form and captcha', () => {
  it('needs the agreement box ticked', () => {
    const result = signUpFormSchema.safeParse({
      login: 'someone',
      password: 'Passw0rd!',
      agreement: false,
    });
    expect(result.success).toBe(false);
    expect(firstError(result)).toBe(MESSAGES.agreement);
  });

  it('refuses a missing captcha with the spec message', () => {
    const result = signUpBodySchema.safeParse({ login: 'someone', password: 'Passw0rd!' });
    expect(firstError(result)).toBe('Please verify the reCAPTCHA.');
    const empty = signUpBodySchema.safeParse({
      login: 'someone',
      password: 'Passw0rd!',
      recaptcha: '',
    });
    expect(firstError(empty)).toBe('Please verify the reCAPTCHA.');
  });
});

describe('sign-in fields', () => {
  it('caps login at 30 and password at 24 characters', () => {
    expect(signInFieldsSchema.safeParse({ username: 'a'.repeat(30), password: 'p'.repeat(24) }).success).toBe(
      true,
    );
    expect(signInFieldsSchema.safeParse({ username: 'a'.repeat(31), password: 'p' }).success).toBe(false);
    expect(signInFieldsSchema.safeParse({ username: 'a', password: 'p'.repeat(25) }).success).toBe(false);
    expect(signInFieldsSchema.safeParse({ username: '', password: 'p' }).success).toBe(false);
  });
});

describe('group rules', () => {
  it('group id: 1-30 lowercase letters, digits, underscore', () => {
    expect(isValidGroupId('a')).toBe(true);
    expect(isValidGroupId('vancouver_hikers_2025')).toBe(true);
    expect(isValidGroupId('a'.repeat(30))).toBe(true);
    expect(isValidGroupId('')).toBe(false);
    expect(isValidGroupId('a'.repeat(31))).toBe(false);
    expect(isValidGroupId('Hikers')).toBe(false);
    expect(isValidGroupId('hik-ers')).toBe(false);
    expect(MESSAGES.groupId).toBe(
      'Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.',
    );
    expect(MESSAGES.groupIdTaken).toBe('Sorry, this group id is already taken.');
  });

  it('group name: 1-100, first character not whitespace', () => {
    expect(isValidGroupName('B')).toBe(true);
    expect(isValidGroupName('x'.repeat(100))).toBe(true);
    expect(isValidGroupName('')).toBe(false);
    expect(isValidGroupName(' Hikers')).toBe(false);
    expect(isValidGroupName('x'.repeat(101))).toBe(false);
    expect(MESSAGES.groupName).toBe('Sorry, your group name must be between 1 and 100 characters long');
  });

  it('group description: 1-1000, not starting with whitespace', () => {
    expect(isValidGroupDescription('We walk.\nEvery week.')).toBe(true);
    expect(isValidGroupDescription('x'.repeat(1000))).toBe(true);
    expect(isValidGroupDescription('x'.repeat(1001))).toBe(false);
    expect(isValidGroupDescription('\nWe walk')).toBe(false);
    expect(MESSAGES.groupDescription).toBe(
      'Sorry, your group description must be between 1 and 1000 characters long',
    );
  });
});

describe('display name and comment', () => {
  it('display name: 1-50, not starting with whitespace', () => {
    expect(displayNameSchema.safeParse('Ana').success).toBe(true);
    expect(displayNameSchema.safeParse('x'.repeat(50)).success).toBe(true);
    for (const bad of ['', ' Ana', 'x'.repeat(51)]) {
      const result = displayNameSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(firstError(result)).toBe(MESSAGES.displayName);
    }
  });

  it('comment: 1-250 starting with a non-space', () => {
    expect(isValidComment('Great!')).toBe(true);
    expect(isValidComment('x'.repeat(250))).toBe(true);
    expect(isValidComment('x'.repeat(251))).toBe(false);
    expect(isValidComment(' hi')).toBe(false);
    expect(isValidComment('')).toBe(false);
  });
});

describe('search text and tags input', () => {
  it('splits #tags from the name term', () => {
    expect(parseSearchText('  board games #fun #Kitsilano ')).toEqual({
      searchTerm: 'board games',
      tagsTerm: 'fun Kitsilano',
    });
    expect(parseSearchText('#hiking')).toEqual({ searchTerm: '', tagsTerm: 'hiking' });
    expect(parseSearchText('')).toEqual({ searchTerm: '', tagsTerm: '' });
    expect(parseSearchText('# alone')).toEqual({ searchTerm: 'alone', tagsTerm: '' });
  });

  it('reads comma-separated tags', () => {
    expect(parseTagsInput('hiking, #Outdoors,, hiking ,board games')).toEqual([
      'hiking',
      'outdoors',
      'board-games',
    ]);
    expect(parseTagsInput('')).toEqual([]);
  });
});

describe('event times', () => {
  const event = (hours: number) => ({
    groupId: 'kits',
    name: 'Walk',
    description: 'A walk.',
    location: 'Kits Beach',
    startDateTime: '2030-01-01T10:00:00.000Z',
    endDateTime: new Date(Date.parse('2030-01-01T10:00:00.000Z') + hours * 3_600_000).toISOString(),
  });

  it('end after start, with the spec message', () => {
    expect(firstError(createEventBodySchema.safeParse(event(0)))).toBe(MESSAGES.eventDates);
  });

  it('an event lasts at most 7 days', () => {
    expect(createEventBodySchema.safeParse(event(7 * 24)).success).toBe(true);
    expect(firstError(createEventBodySchema.safeParse(event(7 * 24 + 1)))).toBe(MESSAGES.eventTooLong);
  });
});

describe('typeable text', () => {
  it.each(['plain', 'tab\there', 'lines\r\nand\nmore', 'émoji 🎉', 'עברית', ''])('accepts %j', (text) => {
    expect(textSchema().safeParse(text).success).toBe(true);
  });

  it.each([
    '\u0000',
    'a\u0000b',
    'bell\u0007',
    'esc\u001b[0m',
    'del\u007f',
    'c1\u0085',
    'half \ud800',
    '\udc00',
  ])('refuses %j with one message', (text) => {
    expect(firstError(textSchema().safeParse(text))).toBe(MESSAGES.controlCharacters);
  });

  it('applies to the texts of the forms too', () => {
    expect(firstError(displayNameSchema.safeParse('Ann\u0000'))).toBe(MESSAGES.controlCharacters);
    expect(firstError(signInFieldsSchema.safeParse({ username: 'de\u0000mo', password: 'x' }))).toBe(
      MESSAGES.controlCharacters,
    );
  });
});

describe('row ids', () => {
  it('are positive whole numbers an int4 column holds', () => {
    expect(rowIdSchema.safeParse(2_147_483_647).success).toBe(true);
    for (const id of [0, -1, 1.5, 2_147_483_648, 2 ** 53, Number.NaN, Infinity, '1e400']) {
      expect(rowIdSchema.safeParse(id).success, String(id)).toBe(false);
    }
  });
});

describe('tags', () => {
  it('are lowercased by the schema, and case twins count as repeated', () => {
    expect(tagsSchema.parse(['Hiking', 'ÉTÉ'])).toEqual(['hiking', 'été']);
    expect(firstError(tagsSchema.safeParse(['Run', 'run']))).toBe(MESSAGES.tagsRepeated);
  });
});

describe('when to try again', () => {
  it('says the wait rounded up: a minute, minutes, then hours from 90 minutes on', () => {
    expect([1, 60, 61, 419, 5340, 5400, 84_000].map(tryAgainIn)).toEqual([
      'Try again in a minute.',
      'Try again in a minute.',
      'Try again in 2 minutes.',
      'Try again in 7 minutes.',
      'Try again in 89 minutes.',
      'Try again in 2 hours.',
      'Try again in 24 hours.',
    ]);
  });
});

describe('tags in Vancouver’s languages (issue #29)', () => {
  it('take words of any script, their marks and Persian’s joiners', () => {
    for (const tag of [
      'hiking',
      'ਪੰਜਾਬੀ',
      'ਭੰਗੜਾ',
      'हिंदी',
      '徒步',
      '讀書',
      'کتاب‌خوانی',
      'randonnée',
      'k-pop',
    ]) {
      expect(tagsSchema.safeParse([tag]).success, tag).toBe(true);
    }
    for (const tag of ['two words', '#hash', 'a.b', '\u200c'.repeat(31)]) {
      expect(tagsSchema.safeParse([tag]).success, tag).toBe(false);
    }
  });
});
