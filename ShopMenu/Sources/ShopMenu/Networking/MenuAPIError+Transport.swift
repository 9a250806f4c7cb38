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
  /// failure on the server's side, which is retried. Every `URLError` code is told in words,
  /// never as a bare number. Where the code alone is vague (a code the table does not know,
  /// "unknown", which Linux's URLSession also uses for TLS failures, and "unsupported URL",
  /// which it also uses for an answer that is not HTTP), the system's own description follows
  /// when it says more than the code.
  init(transportError error: Error) {
    let nsError = error as NSError
    let code: Int
    if let urlError = error as? URLError {
      code = urlError.code.rawValue
    } else if nsError.domain == NSURLErrorDomain {
      code = nsError.code
    } else {
      let detail = Self.detail(of: nsError).map { ": \($0)" } ?? ""
      self = .transport(
        reason: "an unexpected error (\(nsError.domain) code \(nsError.code))\(detail)")
      return
    }
    // Raw values, because `URLError.Code(rawValue:)` is failable on Linux only.
    if let match = Self.transportTable.first(where: { codes, _ in
      codes.contains { $0.rawValue == code }
    }) {
      self = match.error
      return
    }
    let detail = Self.detail(of: nsError)
    if code == URLError.Code.unsupportedURL.rawValue {
      // Apple: a scheme URLSession does not speak; Linux also: an answer that is not HTTP.
      self = .transport(
        reason: "the URL is not supported or the server did not answer in HTTP"
          + (detail.map { ": \($0)" } ?? ""))
    } else if code == URLError.Code.unknown.rawValue {
      // Linux reports a failed TLS handshake (a plain-HTTP server behind an https URL, say) as
      // "unknown", with libcurl's words in the description.
      let secure = detail.map { $0.contains("SSL") || $0.contains("TLS") } ?? false
      let words = secure ? "the secure connection failed" : "an unknown network error"
      self = .transport(reason: words + (detail.map { ": \($0)" } ?? ""))
    } else {
      self = .transport(
        reason: "an unexpected network error (URL error \(code))"
          + (detail.map { ": \($0)" } ?? ""))
    }
  }

  /// The system's description of `error` when it says more than its code: not empty, not the
  /// generic "the operation could not be completed" or "an unknown error occurred", at most 300
  /// characters on one line.
  private static func detail(of error: NSError) -> String? {
    guard let text = error.userInfo[NSLocalizedDescriptionKey] as? String else { return nil }
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".")))
    let lowered = line.lowercased()
    let generic = [
      "the operation could not be completed", "the operation couldn’t be completed",
      "the operation couldn't be completed", "an unknown error occurred",
    ]
    guard !line.isEmpty, !generic.contains(where: { lowered.hasPrefix($0) }) else { return nil }
    return line.count > 300 ? String(line.prefix(299)) + "…" : line
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
    ([.cancelled], .transport(reason: "the request was cancelled")),
    ([.badURL], .transport(reason: "the menu URL is not valid")),
    ([.cannotConnectToHost], .transport(reason: "could not connect to the server")),
    ([.networkConnectionLost], .transport(reason: "the connection was lost")),
    ([.httpTooManyRedirects], .transport(reason: "the server redirected too often")),
    (
      [.redirectToNonExistentLocation],
      .transport(reason: "the server redirected to a location that does not exist")
    ),
    ([.resourceUnavailable], .transport(reason: "the menu is not available on the server")),
    (
      [.badServerResponse, .cannotParseResponse],
      .transport(reason: "the server's response could not be read")
    ),
    ([.zeroByteResource], .transport(reason: "the server sent an empty response")),
    (
      [.cannotDecodeRawData, .cannotDecodeContentData],
      .transport(reason: "the server's response could not be decoded")
    ),
    (
      [.userAuthenticationRequired, .userCancelledAuthentication],
      .transport(reason: "the server asked for a login")
    ),
    ([.requestBodyStreamExhausted], .transport(reason: "the request could not be sent")),
    ([.dataLengthExceedsMaximum], .transport(reason: "the response is larger than allowed")),
    (
      [.appTransportSecurityRequiresSecureConnection],
      .transport(reason: "an insecure connection is not allowed")
    ),
    ([.secureConnectionFailed], .transport(reason: "the secure connection failed")),
    (
      [.serverCertificateHasBadDate],
      .transport(reason: "the server's certificate has expired or is not valid yet")
    ),
    (
      [.serverCertificateNotYetValid],
      .transport(reason: "the server's certificate is not valid yet")
    ),
    ([.serverCertificateUntrusted], .transport(reason: "the server's certificate is not trusted")),
    (
      [.serverCertificateHasUnknownRoot],
      .transport(reason: "the server's certificate was issued by an unknown authority")
    ),
    (
      [.clientCertificateRejected], .transport(reason: "the server rejected the client certificate")
    ),
    ([.clientCertificateRequired], .transport(reason: "the server requires a client certificate")),
    (
      [.cannotLoadFromNetwork],
      .transport(reason: "the request was not allowed to use the network")
    ),
    (
      [.fileDoesNotExist, .fileIsDirectory, .noPermissionsToReadFile],
      .transport(reason: "the file could not be read")
    ),
    (
      [
        .cannotCreateFile, .cannotOpenFile, .cannotCloseFile, .cannotWriteToFile,
        .cannotRemoveFile, .cannotMoveFile,
      ],
      .transport(reason: "the download could not be stored")
    ),
    (
      [.downloadDecodingFailedMidStream, .downloadDecodingFailedToComplete],
      .transport(reason: "the download could not be decoded")
    ),
    (
      [
        .backgroundSessionRequiresSharedContainer, .backgroundSessionInUseByAnotherProcess,
        .backgroundSessionWasDisconnected,
      ],
      .transport(reason: "the background download failed")
    ),
  ]
}
