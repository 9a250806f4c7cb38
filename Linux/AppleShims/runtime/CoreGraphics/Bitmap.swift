// View-harness runtime (Linux/AppleShims/README.md): bitmaps as their pixel size.
import Foundation

@_spi(Harness) extension CGImage {
  /// A bitmap of `width` × `height` pixels (made by the ImageIO runtime's decoder).
  public static func _bitmap(width: Int, height: Int) -> CGImage {
    CGImage(_width: width, _height: height)
  }
}
