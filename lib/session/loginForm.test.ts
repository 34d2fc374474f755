import { captchaDigits, secondsLeft, validateCaptcha, validateEmail } from './loginForm';

describe('login form validation', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['ada', 'emailInvalid'],
    ['ada@example', 'emailInvalid'],
    ['ada@example.com', null],
    [' ada@example.com ', null],
  ])('email %j → %s', (email, error) => {
    expect(validateEmail(email)).toBe(error);
  });

  it.each([
    ['', 'captchaRequired'],
    ['12345', 'captchaInvalid'],
    ['12a456', 'captchaInvalid'],
    ['123456', null],
  ])('captcha %j → %s', (captcha, error) => {
    expect(validateCaptcha(captcha)).toBe(error);
  });

  it('counts whole seconds down to the deadline', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});

describe('the code field', () => {
  it.each([
    [' 123456', '123456'],
    ['123 456\n', '123456'],
    ['１２３４５６', '123456'],
    ['Your code: 654321.', '654321'],
    ['1234567', '123456'],
    ['abc', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(captchaDigits(typed)).toBe(kept);
  });
});
