import Foundation

/// What ``TeaserLoader/image(for:)`` answers a menu row.
public enum TeaserResult: Sendable, Hashable {
  /// The image's bytes (JPEG, PNG, GIF, WebP, HEIF…), for the view to decode.
  case image(Data)
  /// No image: show the placeholder. A failure from the network is remembered for
  /// the loader's back-off (asking again meanwhile sends no request).
  case failed(TeaserFailure)
  /// The calling task was cancelled (the row went away) before the image arrived, or the load
  /// stopped without an answer. Nothing is remembered: the next ask loads it.
  case cancelled

  /// The bytes, if it is ``image(_:)``.
  public var data: Data? {
    if case .image(let data) = self { return data }
    return nil
  }
}

/// Why a teaser image is not shown.
public enum TeaserFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not an `https` URL (`http` included: teasers are never fetched in the clear). No request.
  case notHTTPS(scheme: String)
  /// The shop's ``URLPolicy`` refuses the URL (``URLPolicy/imageURL(for:)``). No request.
  case rejected(URLPolicy.Rejection)
  /// The server answered with this HTTP status, not 2xx.
  case status(Int)
  /// No answer: offline, timed out, TLS… The `NSURLErrorDomain` code.
  case transport(code: Int)
  /// A 2xx answer with an empty body.
  case emptyBody
  /// A 2xx answer whose bytes are no image format the app shows (an HTML error page…).
  case notAnImage

  public var description: String {
    switch self {
    case .notHTTPS(let scheme): return "teaser URL is not https (\"\(scheme):\")"
    case .rejected(let rejection): return "teaser URL refused: \(rejection)"
    case .status(let status): return "teaser server answered HTTP \(status)"
    case .transport(let code): return "teaser request failed (network error \(code))"
    case .emptyBody: return "teaser response is empty"
    case .notAnImage: return "teaser response is not an image"
    }
  }
}
