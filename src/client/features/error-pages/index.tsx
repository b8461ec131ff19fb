// The not-found page, loaded on demand. The error page joins this chunk through its route
// (app/routes/error-route.tsx); the connection-failure screen is not lazy (see its file).
export { NotFoundPage } from './not-found-page';
