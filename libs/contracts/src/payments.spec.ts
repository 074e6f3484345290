import {
  amountInWords,
  appointmentReference,
  formatRupees,
  GSTIN_PATTERN,
  gstSplit,
  numberInIndianWords,
  paiseToAmount,
  upiLink,
  UTR_PATTERN,
  VPA_PATTERN,
} from './index';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1500, 'One Thousand Five Hundred'],
    [15_000, 'Fifteen Thousand'],
    [1_50_000, 'One Lakh Fifty Thousand'],
    [10_00_000, 'Ten Lakh'],
    [99_99_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_00_00_000, 'One Crore'],
    [1_23_45_67_890, 'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety'],
  ])('%i → %s', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words);
  });

  it('says rupees and paise, as on a receipt', () => {
    expect(amountInWords(150_000)).toBe('One Thousand Five Hundred Rupees Only');
    expect(amountInWords(149_950)).toBe('One Thousand Four Hundred Ninety Nine Rupees and Fifty Paise Only');
    expect(amountInWords(100)).toBe('One Rupee Only');
    expect(amountInWords(5)).toBe('Zero Rupees and Five Paise Only');
  });

  it('refuses what is not a whole number', () => {
    expect(() => numberInIndianWords(1.5)).toThrow(RangeError);
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
  });
});

describe('money formats', () => {
  it('shows rupees with Indian grouping and two decimals', () => {
    expect(formatRupees(150000)).toBe('₹1,50,000.00');
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
  });

  it('writes the UPI amount from paise exactly, without floating point', () => {
    expect(paiseToAmount(150_000)).toBe('1500.00');
    expect(paiseToAmount(149_950)).toBe('1499.50');
    expect(paiseToAmount(7)).toBe('0.07');
    expect(paiseToAmount(1_000_000_01)).toBe('1000000.01');
  });

  it('splits GST out of an inclusive amount so the parts add up to the paisa', () => {
    expect(gstSplit(150_000, 18)).toEqual({ taxablePaise: 127_119, cgstPaise: 11_440, sgstPaise: 11_441 });
    expect(gstSplit(100_000, 5)).toEqual({ taxablePaise: 95_238, cgstPaise: 2_381, sgstPaise: 2_381 });
    for (const paise of [1, 99, 12_345, 999_999]) {
      const { taxablePaise, cgstPaise, sgstPaise } = gstSplit(paise, 12.5);
      expect(taxablePaise + cgstPaise + sgstPaise).toBe(paise);
    }
  });
});

describe('UPI', () => {
  it('builds the intent link with percent-encoded values', () => {
    expect(upiLink({ upiId: 'clinic@okhdfcbank', payeeName: 'Green Leaf Clinic' }, 150_000, 'Appointment APT-0012AB34')).toBe(
      'upi://pay?pa=clinic%40okhdfcbank&pn=Green%20Leaf%20Clinic&am=1500.00&cu=INR&tn=Appointment%20APT-0012AB34',
    );
  });

  it('names an appointment by the end of its id', () => {
    expect(appointmentReference('665f1c2b9d3e4a0012ab34cd')).toBe('APT-12AB34CD');
  });

  it.each(['clinic@okhdfcbank', 'dr.rao-2@ybl', '9876543210@paytm', 'a_b@upi'])('accepts the VPA %s', (vpa) => {
    expect(VPA_PATTERN.test(vpa)).toBe(true);
  });

  it.each(['clinic', 'clinic@', '@ybl', 'c@ybl', 'clinic@@ybl', 'clinic@ybl ', 'cl inic@ybl', 'clinic@1bank'])('refuses the VPA "%s"', (vpa) => {
    expect(VPA_PATTERN.test(vpa)).toBe(false);
  });

  it('takes a UTR of exactly 12 digits', () => {
    expect(UTR_PATTERN.test('412345678901')).toBe(true);
    expect(UTR_PATTERN.test('41234567890')).toBe(false);
    expect(UTR_PATTERN.test('4123456789012')).toBe(false);
    expect(UTR_PATTERN.test('41234567890O')).toBe(false);
  });

  it('knows a GSTIN', () => {
    expect(GSTIN_PATTERN.test('29ABCDE1234F1Z5')).toBe(true);
    expect(GSTIN_PATTERN.test('29abcde1234f1z5')).toBe(false);
    expect(GSTIN_PATTERN.test('29ABCDE1234F0Z5')).toBe(false);
  });
});
