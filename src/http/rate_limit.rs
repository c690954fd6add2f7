//! The rate limits' middleware: [`Limits`](super::limits::Limits) applied
//! to every request, by its token's player when it has a valid one.

use std::future::Future;

use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{Service, ServiceRequest, ServiceResponse};
use actix_web::web;

use super::auth::authenticate;
use super::state::AppState;

/// The middleware (`wrap_fn`): refuses a request over its limit with the
/// `429` problem, else passes it on and adds the `RateLimit-*` headers to
/// the answer.
pub fn enforce<S, B>(
    req: ServiceRequest,
    service: &S,
) -> impl Future<Output = Result<ServiceResponse<EitherBody<B, BoxBody>>, actix_web::Error>>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let verdict = req.app_data::<web::Data<AppState>>().and_then(|state| {
        state.limits.check_request(req.request(), || {
            authenticate(req.request(), state)
                .ok()
                .map(|claims| claims.subject())
        })
    });
    let outcome = match verdict {
        Some(Err(refusal)) => Err(req.into_response(refusal.response())),
        Some(Ok(allowance)) => Ok((service.call(req), Some(allowance))),
        None => Ok((service.call(req), None)),
    };
    async move {
        match outcome {
            Err(refused) => Ok(refused.map_into_right_body()),
            Ok((answer, allowance)) => {
                let mut answer = answer.await?;
                if let Some(allowance) = allowance {
                    allowance.write(answer.headers_mut());
                }
                Ok(answer.map_into_left_body())
            }
        }
    }
}
