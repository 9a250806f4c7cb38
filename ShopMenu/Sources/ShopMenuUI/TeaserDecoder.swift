#if canImport(SwiftUI) && canImport(ImageIO) && os(iOS)
  import CoreGraphics
  import Foundation
  import ImageIO

  /// Turns a teaser's bytes into a bitmap no larger than its row shows, off the main thread.
  ///
  /// ImageIO's thumbnail function downsamples while it decodes, so the full-size bitmap of a large
  /// teaser never exists in memory (WWDC18 "Image and Graphics Best Practices": downsample with
  /// `CGImageSourceCreateThumbnailAtIndex`, and do it away from the main thread). No UIKit.
  enum TeaserDecoder {
    /// A decoded teaser. `CGImage` is immutable, so handing one from the decoding task to the
    /// main actor is safe; the wrapper says so for both SDKs, which differ on whether `CGImage`
    /// itself is `Sendable`.
    struct Decoded: @unchecked Sendable {
      let cgImage: CGImage
    }

    /// The longest side, in pixels, a teaser is decoded to: its widest size in points (the
    /// teaser is a landscape banner, so its width is its longer side) times the display scale,
    /// rounded up so the bitmap never has fewer pixels than the screen.
    static func maxPixelSize(pointWidth: CGFloat, displayScale: CGFloat) -> Int {
      let pixels = (pointWidth * max(displayScale, 1)).rounded(.up)
      return pixels.isFinite ? max(1, Int(pixels)) : 1
    }

    /// Decodes `data` on a detached task: never on the caller's actor, so never on the main
    /// thread, whatever actor the caller runs on and whichever isolation rules the compiler
    /// applies to a `nonisolated async` function. `nil` when ImageIO cannot read the bytes.
    /// The decode itself cannot be interrupted; a caller whose task was cancelled meanwhile
    /// drops the result.
    static func decode(_ data: Data, maxPixelSize: Int) async -> Decoded? {
      await Task.detached(priority: .userInitiated) {
        downsample(data, maxPixelSize: maxPixelSize)
      }.value
    }

    /// The decoding itself, synchronous (``decode(_:maxPixelSize:)`` runs it off the main thread).
    static func downsample(_ data: Data, maxPixelSize: Int) -> Decoded? {
      // The source only reads the data: no decoded copy of the full image is cached with it.
      let sourceOptions: [CFString: Any] = [kCGImageSourceShouldCache: false]
      guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions as CFDictionary)
      else { return nil }
      let thumbnailOptions: [CFString: Any] = [
        // From the full image, not from a small thumbnail some JPEGs carry.
        kCGImageSourceCreateThumbnailFromImageAlways: true,
        // Longer side at most this many pixels, aspect ratio kept, never scaled up.
        kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        // Upright as the photo's orientation says.
        kCGImageSourceCreateThumbnailWithTransform: true,
        // Decode now, on this thread, not later when the main thread first draws it.
        kCGImageSourceShouldCacheImmediately: true,
      ]
      guard
        let image = CGImageSourceCreateThumbnailAtIndex(
          source, 0, thumbnailOptions as CFDictionary)
      else { return nil }
      return Decoded(cgImage: image)
    }
  }
#endif
