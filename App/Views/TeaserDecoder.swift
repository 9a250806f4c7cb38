import CoreGraphics
import Foundation
import ImageIO

/// Downsampled while decoding, off the main thread: never a full-size bitmap.
enum TeaserDecoder {
  /// `CGImage` is immutable; the SDKs differ on whether it is `Sendable`.
  struct Decoded: @unchecked Sendable { let cgImage: CGImage }

  /// Detached, so off the main thread whatever `nonisolated async` means; `nil` if unreadable.
  static func decode(_ data: Data, maxPixelSize: Int) async -> Decoded? {
    await Task.detached(priority: .userInitiated) {
      let sourceOptions: [CFString: Any] = [kCGImageSourceShouldCache: false]
      guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions as CFDictionary)
      else { return nil }
      let thumbnailOptions: [CFString: Any] = [
        // Not a JPEG's small embedded thumbnail.
        kCGImageSourceCreateThumbnailFromImageAlways: true,
        kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        kCGImageSourceCreateThumbnailWithTransform: true,
        // Decode here, not when the main thread first draws it.
        kCGImageSourceShouldCacheImmediately: true,
      ]
      let image = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions as CFDictionary)
      return image.map(Decoded.init)
    }.value
  }
}
