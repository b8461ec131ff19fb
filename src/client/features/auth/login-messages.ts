/** What the code form says about the one-time code sent by e-mail (access spec section 8). */
export const oneTimeCodeMessages = {
  sent: 'One-time verification code was sent via email.',
  notSent: 'One-time verification code could not be sent. Please try again later.',
} as const;
