import Foundation

/// What ``TeaserLoader/image(for:)`` answers, and what the loader's `fetch` gives it.
public enum TeaserResult: Sendable, Hashable {
  /// A 2xx answer's body, for the view to decode.
  case image(Data)
  /// No image; not asked for again for 60 s.
  case failed
  /// No answer, and nothing to remember (a fetch that sends nothing, as the terminal's).
  case cancelled
}
