// The console's strings for podcasts and the library (issue 46), merged into each locale's catalogue
// (en.ts, pt.ts, es.ts, fr.ts); every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const podcastsLibraryEn = {
  "resources": {
    "playlists": {
      "name": "Podcast playlist |||| Podcasts",
      "fields": {
        "title": "Title",
        "clientId": "Client",
        "clientName": "Client",
        "q": "Title",
        "playlistId": "Playlist id",
        "description": "Description",
        "status": "Status",
        "audioCount": "Audios",
        "totalSeconds": "Total length (s)",
        "listeners": "Listeners",
        "createdAt": "Created at"
      }
    },
    "podcast-audios": {
      "name": "Audio |||| Audios",
      "fields": {
        "title": "Title",
        "clientId": "Client",
        "clientName": "Client",
        "q": "Title",
        "playlistId": "Playlist",
        "audioId": "Audio id",
        "position": "Order",
        "fileId": "File",
        "durationSeconds": "Length (s)",
        "listeners": "Listeners",
        "completions": "Finished"
      }
    },
    "listenings": {
      "name": "Listening |||| Listening report",
      "fields": {
        "playlistId": "Playlist",
        "audioId": "Audio",
        "audioTitle": "Audio",
        "userId": "Learner",
        "userName": "Name",
        "positionSeconds": "Position (s)",
        "durationSeconds": "Length (s)",
        "percent": "Listened (%)",
        "completed": "Finished",
        "updatedAt": "Last heard"
      }
    },
    "library-files": {
      "name": "Library file |||| Library",
      "fields": {
        "title": "Title",
        "clientId": "Client",
        "clientName": "Client",
        "q": "Title",
        "libraryFileId": "File id",
        "category": "Category",
        "fileName": "File name",
        "fileId": "File",
        "kind": "Kind",
        "addedAt": "Added at",
        "removed": "Removed"
      }
    }
  },
  "vitrine": {
    "content": {
      "upload": "Upload file",
      "uploading": "Uploading…",
      "id_help": "A short id, e.g. sales-in-minutes",
      "file_name_help": "Its extension gives the kind (pdf, png, xlsx…)",
      "add_audio": "Add audio",
      "publish": "Publish",
      "unpublish": "Unpublish",
      "published": "Playlist published",
      "unpublished": "Playlist unpublished",
      "remove": "Remove from library",
      "removed": "File removed from the library",
      "export": "Export report",
      "audios": "Audios",
      "tab_audios": "Audios",
      "tab_report": "Listening report",
      "tab_history": "History",
      "tab_file": "File",
      "status": {
        "draft": "Draft",
        "published": "Published",
        "unpublished": "Unpublished"
      },
      "kind": {
        "video": "Video",
        "audio": "Audio",
        "pdf": "PDF",
        "image": "Image",
        "compressed": "Compressed",
        "excel": "Spreadsheet",
        "document": "Document",
        "powerpoint": "Presentation",
        "other": "Other"
      }
    }
  }
}

type PodcastsLibraryCatalogue = typeof podcastsLibraryEn

export const podcastsLibraryPt: PodcastsLibraryCatalogue = {
  "resources": {
    "playlists": {
      "name": "Playlist de podcast |||| Podcasts",
      "fields": {
        "title": "Título",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "q": "Título",
        "playlistId": "Id da playlist",
        "description": "Descrição",
        "status": "Situação",
        "audioCount": "Áudios",
        "totalSeconds": "Duração total (s)",
        "listeners": "Ouvintes",
        "createdAt": "Criada em"
      }
    },
    "podcast-audios": {
      "name": "Áudio |||| Áudios",
      "fields": {
        "title": "Título",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "q": "Título",
        "playlistId": "Playlist",
        "audioId": "Id do áudio",
        "position": "Ordem",
        "fileId": "Arquivo",
        "durationSeconds": "Duração (s)",
        "listeners": "Ouvintes",
        "completions": "Concluídos"
      }
    },
    "listenings": {
      "name": "Escuta |||| Relatório de escuta",
      "fields": {
        "playlistId": "Playlist",
        "audioId": "Áudio",
        "audioTitle": "Áudio",
        "userId": "Aluno",
        "userName": "Nome",
        "positionSeconds": "Posição (s)",
        "durationSeconds": "Duração (s)",
        "percent": "Ouvido (%)",
        "completed": "Concluído",
        "updatedAt": "Ouvido por último"
      }
    },
    "library-files": {
      "name": "Arquivo da biblioteca |||| Biblioteca",
      "fields": {
        "title": "Título",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "q": "Título",
        "libraryFileId": "Id do arquivo",
        "category": "Categoria",
        "fileName": "Nome do arquivo",
        "fileId": "Arquivo",
        "kind": "Tipo",
        "addedAt": "Adicionado em",
        "removed": "Removido"
      }
    }
  },
  "vitrine": {
    "content": {
      "upload": "Enviar arquivo",
      "uploading": "Enviando…",
      "id_help": "Um id curto, p. ex. vendas-em-minutos",
      "file_name_help": "A extensão define o tipo (pdf, png, xlsx…)",
      "add_audio": "Adicionar áudio",
      "publish": "Publicar",
      "unpublish": "Despublicar",
      "published": "Playlist publicada",
      "unpublished": "Playlist despublicada",
      "remove": "Remover da biblioteca",
      "removed": "Arquivo removido da biblioteca",
      "export": "Exportar relatório",
      "audios": "Áudios",
      "tab_audios": "Áudios",
      "tab_report": "Relatório de escuta",
      "tab_history": "Histórico",
      "tab_file": "Arquivo",
      "status": {
        "draft": "Rascunho",
        "published": "Publicada",
        "unpublished": "Despublicada"
      },
      "kind": {
        "video": "Vídeo",
        "audio": "Áudio",
        "pdf": "PDF",
        "image": "Imagem",
        "compressed": "Compactado",
        "excel": "Planilha",
        "document": "Documento",
        "powerpoint": "Apresentação",
        "other": "Outro"
      }
    }
  }
}

export const podcastsLibraryEs: PodcastsLibraryCatalogue = {
  "resources": {
    "playlists": {
      "name": "Lista de podcast |||| Podcasts",
      "fields": {
        "title": "Título",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "q": "Título",
        "playlistId": "Id de la lista",
        "description": "Descripción",
        "status": "Estado",
        "audioCount": "Audios",
        "totalSeconds": "Duración total (s)",
        "listeners": "Oyentes",
        "createdAt": "Creada el"
      }
    },
    "podcast-audios": {
      "name": "Audio |||| Audios",
      "fields": {
        "title": "Título",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "q": "Título",
        "playlistId": "Lista",
        "audioId": "Id del audio",
        "position": "Orden",
        "fileId": "Archivo",
        "durationSeconds": "Duración (s)",
        "listeners": "Oyentes",
        "completions": "Terminados"
      }
    },
    "listenings": {
      "name": "Escucha |||| Informe de escucha",
      "fields": {
        "playlistId": "Lista",
        "audioId": "Audio",
        "audioTitle": "Audio",
        "userId": "Alumno",
        "userName": "Nombre",
        "positionSeconds": "Posición (s)",
        "durationSeconds": "Duración (s)",
        "percent": "Escuchado (%)",
        "completed": "Terminado",
        "updatedAt": "Última escucha"
      }
    },
    "library-files": {
      "name": "Archivo de la biblioteca |||| Biblioteca",
      "fields": {
        "title": "Título",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "q": "Título",
        "libraryFileId": "Id del archivo",
        "category": "Categoría",
        "fileName": "Nombre del archivo",
        "fileId": "Archivo",
        "kind": "Tipo",
        "addedAt": "Añadido el",
        "removed": "Retirado"
      }
    }
  },
  "vitrine": {
    "content": {
      "upload": "Subir archivo",
      "uploading": "Subiendo…",
      "id_help": "Un id corto, p. ej. ventas-en-minutos",
      "file_name_help": "La extensión define el tipo (pdf, png, xlsx…)",
      "add_audio": "Añadir audio",
      "publish": "Publicar",
      "unpublish": "Despublicar",
      "published": "Lista publicada",
      "unpublished": "Lista despublicada",
      "remove": "Retirar de la biblioteca",
      "removed": "Archivo retirado de la biblioteca",
      "export": "Exportar informe",
      "audios": "Audios",
      "tab_audios": "Audios",
      "tab_report": "Informe de escucha",
      "tab_history": "Historial",
      "tab_file": "Archivo",
      "status": {
        "draft": "Borrador",
        "published": "Publicada",
        "unpublished": "Despublicada"
      },
      "kind": {
        "video": "Vídeo",
        "audio": "Audio",
        "pdf": "PDF",
        "image": "Imagen",
        "compressed": "Comprimido",
        "excel": "Hoja de cálculo",
        "document": "Documento",
        "powerpoint": "Presentación",
        "other": "Otro"
      }
    }
  }
}

export const podcastsLibraryFr: PodcastsLibraryCatalogue = {
  "resources": {
    "playlists": {
      "name": "Playlist de podcast |||| Podcasts",
      "fields": {
        "title": "Titre",
        "clientId": "Entreprise",
        "clientName": "Entreprise",
        "q": "Titre",
        "playlistId": "Id de la playlist",
        "description": "Description",
        "status": "Statut",
        "audioCount": "Audios",
        "totalSeconds": "Durée totale (s)",
        "listeners": "Auditeurs",
        "createdAt": "Créée le"
      }
    },
    "podcast-audios": {
      "name": "Audio |||| Audios",
      "fields": {
        "title": "Titre",
        "clientId": "Entreprise",
        "clientName": "Entreprise",
        "q": "Titre",
        "playlistId": "Playlist",
        "audioId": "Id de l’audio",
        "position": "Ordre",
        "fileId": "Fichier",
        "durationSeconds": "Durée (s)",
        "listeners": "Auditeurs",
        "completions": "Terminés"
      }
    },
    "listenings": {
      "name": "Écoute |||| Rapport d’écoute",
      "fields": {
        "playlistId": "Playlist",
        "audioId": "Audio",
        "audioTitle": "Audio",
        "userId": "Apprenant",
        "userName": "Nom",
        "positionSeconds": "Position (s)",
        "durationSeconds": "Durée (s)",
        "percent": "Écouté (%)",
        "completed": "Terminé",
        "updatedAt": "Dernière écoute"
      }
    },
    "library-files": {
      "name": "Fichier de la bibliothèque |||| Bibliothèque",
      "fields": {
        "title": "Titre",
        "clientId": "Entreprise",
        "clientName": "Entreprise",
        "q": "Titre",
        "libraryFileId": "Id du fichier",
        "category": "Catégorie",
        "fileName": "Nom du fichier",
        "fileId": "Fichier",
        "kind": "Type",
        "addedAt": "Ajouté le",
        "removed": "Retiré"
      }
    }
  },
  "vitrine": {
    "content": {
      "upload": "Envoyer un fichier",
      "uploading": "Envoi…",
      "id_help": "Un id court, p. ex. ventes-en-minutes",
      "file_name_help": "L’extension donne le type (pdf, png, xlsx…)",
      "add_audio": "Ajouter un audio",
      "publish": "Publier",
      "unpublish": "Dépublier",
      "published": "Playlist publiée",
      "unpublished": "Playlist dépubliée",
      "remove": "Retirer de la bibliothèque",
      "removed": "Fichier retiré de la bibliothèque",
      "export": "Exporter le rapport",
      "audios": "Audios",
      "tab_audios": "Audios",
      "tab_report": "Rapport d’écoute",
      "tab_history": "Historique",
      "tab_file": "Fichier",
      "status": {
        "draft": "Brouillon",
        "published": "Publiée",
        "unpublished": "Dépubliée"
      },
      "kind": {
        "video": "Vidéo",
        "audio": "Audio",
        "pdf": "PDF",
        "image": "Image",
        "compressed": "Compressé",
        "excel": "Tableur",
        "document": "Document",
        "powerpoint": "Présentation",
        "other": "Autre"
      }
    }
  }
}
