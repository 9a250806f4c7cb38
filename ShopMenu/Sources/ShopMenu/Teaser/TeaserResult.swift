import Foundation

/// What ``TeaserLoader/image(for:)`` answers.
public enum TeaserResult: Sendable, Hashable {
  /// The image's bytes, for the view to decode.
  case image(Data)
  /// No image; a network failure is remembered for the back-off.
  case failed(TeaserFailure)
  /// The caller was cancelled, or the load stopped unanswered; nothing is remembered.
  case cancelled

  /// The bytes, if it is ``image(_:)``.
  public var data: Data? {
    if case .image(let data) = self { return data }
    return nil
  }
}

/// Why a teaser image is not shown.
public enum TeaserFailure: Error, Sendable, Hashable {
  /// Not `https` (teasers are never fetched in the clear); no request.
  case notHTTPS(scheme: String)
  /// ``URLPolicy/imageURL(for:)`` refuses the URL; no request.
  case rejected(URLPolicy.Rejection)
  /// A status other than 2xx.
  case status(Int)
  /// No answer; the `NSURLErrorDomain` code.
  case transport(code: Int)
  /// A 2xx answer with an empty body.
  case emptyBody
  /// A 2xx answer that is no image (an HTML error page…).
  case notAnImage
}
