#if DEBUG
  import Foundation

  extension TeaserLoader {
    /// For UI tests and previews: a small image, or (not `servesImages`) HTTP 404.
    public static func standIn(policy: URLPolicy, servesImages: Bool) -> TeaserLoader {
      TeaserLoader(policy: policy) { _ in
        servesImages ? .image(standInImage) : .failed(.status(404))
      }
    }

    /// A 16 × 7 PNG, a blue-to-orange gradient.
    nonisolated static let standInImage = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAHCAIAAACOQloVAAABFElEQVR42g3LoRJFUBAA0Pc5r6o3m2023o0rrrYzN+2MKpuXCArJjJEoiqRIkiJJvuM5/Xy+8ERwO7hiOBM4POwpbBmsAZYcpgLGEvoauhaaAaoZfp8vPhHeDq8YzwQPj3uKW4ZrwCXHqcCxxL7GrsVmwGrGN9AT0e3oiulM6PC0p7RltAZacpoKGkvqa+paagaqZnoDPxHfjq+Yz4QPz3vKW8Zr4CXnqeCx5L7mruVm4GrmN8gTye3kiuVM5PCyp7JlsgZZcpkKGUvpa+laaQapZnmDPpHeTq9Yz0QPr3uqW6Zr0CXXqdCx1L7WrtVm0GrWN9gT2e3siu1M7PC2p7ZltgZbcpsKG0vra+taawarZvv9AbGoq70O9pLaAAAAAElFTkSuQmCC"
    )!
  }
#endif
