const checkDigit = (digits: readonly number[]): number => {
  const weighted = digits.reduce(
    (sum, digit, index) => sum + digit * (digits.length + 1 - index),
    0,
  );
  const rest = (weighted * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A CPF's two check digits agree with its first nine (masked or not); '111.111.111-11' is none. */
export function isValidCpf(value: string): boolean {
  const text = value.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(text)) return false;
  const digits = [...text.replace(/\D/g, '')].map(Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return digits[9] === first && digits[10] === second;
}
