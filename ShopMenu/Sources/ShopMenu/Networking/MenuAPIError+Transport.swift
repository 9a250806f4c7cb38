import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension MenuAPIError {
  // MARK: - Transport errors

  /// The error a person can act on for a URLSession failure.
  ///
  /// No connection or no name resolution reads as ``offline`` (that is what a person sees in a
  /// lift or behind a captive portal); a refused or dropped connection is a ``transport(reason:)``
  /// failure on the server's side, which is retried.
  init(transportError error: Error) {
    let code: Int
    if let urlError = error as? URLError {
      code = urlError.code.rawValue
    } else {
      let nsError = error as NSError
      guard nsError.domain == NSURLErrorDomain else {
        self = .transport(reason: "network error")
        return
      }
      code = nsError.code
    }
    // Raw values, because `URLError.Code(rawValue:)` is failable on Linux only.
    let match = Self.transportTable.first { codes, _ in codes.contains { $0.rawValue == code } }
    self = match?.error ?? .transport(reason: "network error \(code)")
  }

  private static let transportTable: [(codes: [URLError.Code], error: MenuAPIError)] = [
    (
      [
        .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive,
        .cannotFindHost, .dnsLookupFailed,
      ],
      .offline
    ),
    ([.timedOut], .timedOut),
    ([.networkConnectionLost], .transport(reason: "the connection was lost")),
    ([.cannotConnectToHost], .transport(reason: "could not connect to the server")),
    (
      [
        .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
        .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid,
        .clientCertificateRejected, .clientCertificateRequired,
      ],
      .transport(reason: "the secure connection failed")
    ),
    (
      [
        .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
        .zeroByteResource,
      ],
      .transport(reason: "the server's response could not be read")
    ),
    (
      [.httpTooManyRedirects, .redirectToNonExistentLocation],
      .transport(reason: "the server redirected too often")
    ),
    (
      [.appTransportSecurityRequiresSecureConnection],
      .transport(reason: "an insecure connection is not allowed")
    ),
    ([.cancelled], .transport(reason: "cancelled")),
  ]
}
