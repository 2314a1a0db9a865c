// The envelope every API answer shares (spec §7, §8): `errorcode` 0 is success, a negative code is a
// failure with an optional message key in `errormsg`. Business and validation failures travel as HTTP 200.

export interface ApiOk {
  errorcode: 0;
}

export interface ApiFailure {
  errorcode: number;
  /** A translation key (e.g. `error.c4000`) or a server message; the client maps codes without one. */
  errormsg?: string;
}

export function failure(errorcode: number, errormsg?: string): ApiFailure {
  return errormsg === undefined ? { errorcode } : { errorcode, errormsg };
}
