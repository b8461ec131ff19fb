import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { noticeShown } from '@client/errors/errors-slice';
import { paths } from '@shared/app-paths';
import { useAppDispatch } from '@client/store/hooks';
import { PasswordChanged } from './password-changed';

/**
 * A password page's success (access spec section 4: the message is shown and the user goes to /).
 * Signed out, / leads to the login page, which shows the message as its notice. Signed in, / leads on
 * past the login page to the user's start page, where it was never drawn and waited for the next
 * Logout: there the page says it itself, and Continue goes to /.
 */
export function useNoticeOnTheWayToLogin() {
  const { data: user } = useGetUserInformationQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [shownHere, setShownHere] = useState<string>();

  const announce = async (text: string) => {
    if (user) {
      setShownHere(text);
      return;
    }
    dispatch(noticeShown({ severity: 'success', text }));
    await navigate(paths.root.getHref());
  };

  const confirmation =
    shownHere === undefined ? null : (
      <PasswordChanged message={shownHere} onContinue={() => void navigate(paths.root.getHref())} />
    );
  return { announce, confirmation };
}
